import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../models/money';
import { useRooms, type GameRef } from '../../app/game-hooks';
import { useRuntimeConfig } from '../../app/hooks';
import { arrowNavigation } from '../common/keyboard';
import styles from './RoomSelector.module.css';

/** pc28 rooms (spec §2): all (no id), beginner, intermediate, advanced; a new room starts the game afresh. */
export function RoomSelector({ game }: { game: GameRef }) {
  const { t } = useTranslation('games');
  const { variant } = useRuntimeConfig();
  const { rooms, roomId, selectRoom } = useRooms(game);
  const choices = [{ id: null, label: t('rooms.all'), min: null }, ...rooms.map((room) => ({ id: room.id, label: t(`rooms.${room.typeCode}`, { defaultValue: room.name }), min: room.minLimitBetting }))];
  return (
    <div role="group" aria-label={t('rooms.label')} className={styles.rooms} onKeyDown={arrowNavigation()}>
      {choices.map((choice) => (
        <button key={choice.id ?? 'all'} type="button" data-nav className={styles.room} aria-pressed={choice.id === roomId} onClick={() => selectRoom(choice.id)}>
          <span className={styles.name}>{choice.label}</span>
          <span className={styles.min}>{choice.min === null ? t('rooms.allHint') : t('rooms.min', { min: formatMoney(choice.min, variant) })}</span>
        </button>
      ))}
    </div>
  );
}
