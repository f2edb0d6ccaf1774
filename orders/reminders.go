package orders

import (
	"context"

	"toolshop"
)

// mailExpiryReminders mails the customer of each pending order whose hold ends within
// toolshop.ReminderBefore a link to pay it, once: the order is claimed before the mail is
// sent, so that of several servers sweeping at once only one mails it, and put back when
// the mail fails, for the next sweep. A server that stops between the claim and the mail
// loses that reminder; the order still expires at its time.
func (s *Service) mailExpiryReminders(ctx context.Context) {
	if s.Reminders == nil || s.ReminderMail == nil {
		return
	}
	now := s.Now()
	due, err := s.Reminders.UnremindedOrders(ctx, toolshop.RemindBy(now))
	s.logFailure(ctx, "list orders to remind", "", err)
	for _, o := range due {
		if !o.DueReminder(now) {
			continue
		}
		key, claimed, err := s.Reminders.ClaimReminder(ctx, o.ID, now)
		if err != nil || !claimed {
			s.logFailure(ctx, "claim reminder", o.ID, err)
			continue
		}
		o.MailKey = key
		if err := s.ReminderMail.ExpiryReminder(ctx, o); err != nil {
			s.Log.ErrorContext(ctx, "mail expiry reminder failed", "order", o.ID, "error", err)
			s.logFailure(ctx, "put back reminder", o.ID, s.Reminders.UnclaimReminder(ctx, o.ID))
		}
	}
}
