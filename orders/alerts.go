package orders

import "context"

// mailStockAlerts mails each stock alert not mailed yet to the admins, once: the alert is
// claimed before it is sent, so that of several servers sweeping at once only one mails it,
// and put back when no admin could be sent it, for the next sweep. A server that stops
// between the claim and the mail loses that mail; the Overview still lists the alert.
func (s *Service) mailStockAlerts(ctx context.Context) {
	if s.Alerts == nil || s.AdminMail == nil {
		return
	}
	admins, err := s.Alerts.Admins(ctx)
	if err != nil || len(admins) == 0 {
		s.logAlertFailure(ctx, "list admins", "", err)
		return // the alerts wait for an admin
	}
	alerts, err := s.Alerts.ClaimStockAlerts(ctx, s.Now())
	s.logAlertFailure(ctx, "claim stock alerts", "", err)
	for _, a := range alerts {
		if err := s.AdminMail.StockAlert(ctx, admins, a); err != nil {
			s.logAlertFailure(ctx, "mail stock alert", a.ID, err)
			s.logAlertFailure(ctx, "put back stock alert", a.ID, s.Alerts.UnclaimStockAlert(ctx, a.ID))
		}
	}
}

func (s *Service) logAlertFailure(ctx context.Context, what, alertID string, err error) {
	if err != nil {
		s.Log.ErrorContext(ctx, what+" failed", "alert", alertID, "error", err)
	}
}
