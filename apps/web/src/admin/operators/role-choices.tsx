import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@portal/shared/contracts/operators';

/** The roles as check boxes, each with what it opens. */
export function RoleChoices({ value, onChange }: { value: OperatorRole[]; onChange: (roles: OperatorRole[]) => void }) {
  const { t } = useTranslation('admin');
  const toggle = (role: OperatorRole) =>
    onChange(value.includes(role) ? value.filter((held) => held !== role) : [...value, role]);
  return (
    <fieldset className="operators-roles">
      <legend>{t('operators.roles')}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={value.includes(role)} onChange={() => toggle(role)} />
          <span>
            <strong>{t(`roles.${role}`)}</strong>
            <small className="admin-muted">{t(`operators.roleHelp.${role}`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
