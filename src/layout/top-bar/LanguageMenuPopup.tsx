import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/hooks';
import menu from '../../components/menu/menu.module.css';
import { languageName } from '../../i18n/languageNames';
import type { FirstUseProps } from '../first-use/FirstUseTrigger';
import { OpenedMenu } from '../first-use/OpenedMenu';

/** The language menu itself, loaded when the player first opens it (LanguageMenu). */
export default function LanguageMenuPopup({ className, label, children }: FirstUseProps) {
  const { t } = useTranslation('shell');
  const { language, available, setLanguage } = useLanguage();
  return (
    <OpenedMenu
      className={className}
      label={label}
      items={
        <>
          <DropdownMenu.Label className={menu.label}>{t('topBar.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={setLanguage}>
            {available.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={menu.item} lang={code}>
                {languageName(code)}
                <DropdownMenu.ItemIndicator className={menu.indicator}>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </>
      }
    >
      {children}
    </OpenedMenu>
  );
}
