import { openFormDialog } from '../notifications/notification-bus';
import { FormDialogButton } from '../forms/form-dialog-host';
import { pressOnSpace } from './button-link';

/**
 * A button that opens a form of config/forms.yaml in a dialog (request a demo), written as a link
 * to `href`, a page where a visitor whose browser runs no script can still reach the company (the
 * contact page of the same language). With scripts it is the dialog's button, as FormDialogButton
 * is: its data-opens-form lets the islands runtime answer it where no React handler is (the
 * HTML-only footer of a public page).
 */
export function FormDialogLink({ form, label, href, className }: { form: string; label: string; href: string; className?: string }) {
  return (
    <a
      href={href}
      role="button"
      className={className}
      data-opens-form={form}
      onClick={(event) => {
        event.preventDefault();
        openFormDialog(form, event.currentTarget);
      }}
      onKeyDown={pressOnSpace}
    >
      {label}
    </a>
  );
}

/** The link above where there is a page to lead to, otherwise the plain button. */
export function FormDialogOpener({ href, ...props }: { form: string; label: string; href?: string; className?: string }) {
  return href ? <FormDialogLink href={href} {...props} /> : <FormDialogButton {...props} />;
}
