import { useTranslation } from 'react-i18next';
import { useDomainConfig, useLanguage } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { languageName } from '../../i18n/languageNames';
import { FirstUseTrigger } from '../first-use/FirstUseTrigger';
import styles from './TopBar.module.css';

const loadLanguageMenu = () => import('./LanguageMenuPopup');

/**
 * Shown only when the domain turns multi-language on; choosing stores the language and reloads.
 * `compact` is the phone's globe in the brand row (the top bar keeps its room for the balance):
 * no visible text, so its name is all there is to match (WCAG 2.5.3).
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const domain = useDomainConfig();
  const { language } = useLanguage();
  if (!domain?.multiLanguage) return null;
  const name = languageName(language);
  return (
    <FirstUseTrigger
      load={loadLanguageMenu}
      haspopup="menu"
      className={compact ? styles.languageCompact : styles.languageTrigger}
      label={t('topBar.languageMenu', { language: name })}
    >
      <Icon name="globe" size={compact ? 22 : 16} />
      {!compact && (
        <>
          <span>{name}</span>
          <Icon name="chevronDown" size={14} />
        </>
      )}
    </FirstUseTrigger>
  );
}
