import { useTranslation } from 'react-i18next';
import { useDomainConfig, useLanguage } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { languageName } from '../../i18n/languageNames';
import { FirstUseTrigger } from '../first-use/FirstUseTrigger';
import styles from './TopBar.module.css';

const loadLanguageMenu = () => import('./LanguageMenuPopup');

/** Shown only when the domain turns multi-language on; choosing stores the language and reloads. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const domain = useDomainConfig();
  const { language } = useLanguage();
  if (!domain?.multiLanguage) return null;
  return (
    <FirstUseTrigger load={loadLanguageMenu} haspopup="menu" className={styles.plainTrigger} label={t('topBar.languageMenu', { language: languageName(language) })}>
      <Icon name="globe" size={16} />
      <span className={styles.hideOnPhone}>{languageName(language)}</span>
      <Icon name="chevronDown" size={14} />
    </FirstUseTrigger>
  );
}
