import { Field } from '@/components/ui/field';
import type { SocialLink } from '@/types/api';

// The server's toolshop.MaxSocialLinks.
const maxSocialLinks = 6;

type SocialLinksFieldProps = {
  links: SocialLink[];
  onChange: (links: SocialLink[]) => void;
  /** The server's messages by field, such as `socialLinks.0.url`. */
  errors: Record<string, string>;
};

/** The shop's social links, a row each (name and URL), shown in the footer. */
export function SocialLinksField({ links, onChange, errors }: SocialLinksFieldProps) {
  const change = (index: number, part: Partial<SocialLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...part } : link)));
  return (
    <fieldset className="form-group">
      <legend>Social links</legend>
      {errors.socialLinks && <p className="field-error">{errors.socialLinks}</p>}
      {links.map((link, index) => (
        <div key={index} className="field-row social-link">
          <Field
            label={`Name of link ${index + 1}`}
            placeholder="Instagram"
            value={link.name}
            error={errors[`socialLinks.${index}.name`]}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <Field
            label={`URL of link ${index + 1}`}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={link.url}
            error={errors[`socialLinks.${index}.url`]}
            onChange={(event) => change(index, { url: event.target.value })}
          />
          <button type="button" className="button button-secondary" onClick={() => onChange(links.filter((_, i) => i !== index))}>
            Remove<span className="visually-hidden"> link {index + 1}</span>
          </button>
        </div>
      ))}
      {links.length < maxSocialLinks && (
        <button type="button" className="button button-secondary" onClick={() => onChange([...links, { name: '', url: '' }])}>
          Add a social link
        </button>
      )}
    </fieldset>
  );
}
