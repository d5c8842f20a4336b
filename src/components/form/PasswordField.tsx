import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { TextField, type TextFieldProps } from './TextField';
import styles from './form.module.css';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword', { field: props.label })}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}
