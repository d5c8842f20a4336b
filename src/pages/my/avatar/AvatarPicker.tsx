import { useSelector } from '../../../app/use-selector';
import { RadioGroup } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATARS } from '../../../../models/account';
import { useAvatarPicker, type AvatarPickerRef } from '../../../app/profile-hooks';
import { avatarSrc } from '../../../components/avatar/avatarSrc';
import { UserAvatar } from '../../../components/avatar/UserAvatar';
import { Modal } from '../../../components/dialog/Modal';
import { Icon } from '../../../components/icons/Icon';
import { errorText, Message } from '../pageParts';
import styles from './AvatarPicker.module.css';

/**
 * The user menu's avatar (spec §2): a button that opens the picker of the 16 presets, with
 * confirm and cancel. The avatar machine saves only a changed choice; arrow keys move through
 * the presets (a radio group), Escape cancels.
 */
export function AvatarButton({ avatar, size }: { avatar: string; size: number }) {
  const { t } = useTranslation('account');
  const { picker, open } = useAvatarPicker();
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => open(avatar)} aria-label={t('avatar.change')} aria-haspopup="dialog">
        <UserAvatar avatar={avatar} size={size} />
        <span className={styles.edit} aria-hidden="true">
          {t('avatar.edit')}
        </span>
      </button>
      {picker && <PickerDialog picker={picker} />}
    </>
  );
}

function PickerDialog({ picker }: { picker: AvatarPickerRef }) {
  const { t } = useTranslation('account');
  const selected = useSelector(picker, (s) => s.context.selected);
  const current = useSelector(picker, (s) => s.context.current);
  const error = useSelector(picker, (s) => s.context.error);
  const saving = useSelector(picker, (s) => s.hasTag('saving'));
  const chosen = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      // Escape, the overlay and the close button cancel, as the cancel button does.
      onOpenChange={(open) => !open && !saving && picker.send({ type: 'avatar.cancel' })}
      title={t('avatar.title')}
      description={t('avatar.description')}
      width={480}
      initialFocus={chosen}
    >
      <div className={styles.body}>
        <RadioGroup.Root
          className={styles.grid}
          value={selected}
          onValueChange={(avatar) => picker.send({ type: 'avatar.select', avatar })}
          aria-label={t('avatar.title')}
          disabled={saving}
          loop
        >
          {AVATARS.map((avatar, i) => (
            <RadioGroup.Item
              key={avatar}
              ref={avatar === selected ? chosen : undefined}
              value={avatar}
              className={styles.option}
              aria-label={avatar === current ? t('avatar.optionCurrent', { n: i + 1 }) : t('avatar.option', { n: i + 1 })}
              // Selection follows focus, as in any radio group, however quickly the arrow key is released.
              onFocus={() => avatar !== selected && picker.send({ type: 'avatar.select', avatar })}
            >
              <img src={avatarSrc(avatar)} width={56} height={56} alt="" />
              {avatar === current && (
                <span className={styles.current} aria-hidden="true">
                  {t('avatar.currentTag')}
                </span>
              )}
              <RadioGroup.Indicator className={styles.check}>
                <Icon name="check" size={18} />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {error && <Message tone="error">{errorText(t, error)}</Message>}
        <div className={styles.buttons}>
          <button type="button" className="btn btn--outline btn--lg" disabled={saving} onClick={() => picker.send({ type: 'avatar.cancel' })}>
            {t('avatar.cancel')}
          </button>
          <button type="button" className="btn btn--primary btn--lg" disabled={saving} onClick={() => picker.send({ type: 'avatar.confirm' })}>
            {t(saving ? 'avatar.saving' : 'avatar.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
