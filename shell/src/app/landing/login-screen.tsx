import { Tabs } from '@canticle/shared-ui/components';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../product';
import { ChurchLoginPanel } from './church-login-panel';
import { FamilyLoginForm } from './family-login-form';
import './login-screen.css';

const LOGIN_TABS = [
  { id: 'family', label: 'Family Account', content: <FamilyLoginForm /> },
  { id: 'church', label: 'Church Login', content: <ChurchLoginPanel /> },
];

export function LoginScreen() {
  return (
    <main className="cn-login">
      <div className="cn-card cn-login__card">
        <header className="cn-login__header">
          <h1 className="cn-login__title">{PRODUCT_NAME}</h1>
          <p className="cn-muted">{PRODUCT_TAGLINE}</p>
        </header>
        <Tabs items={LOGIN_TABS} label="Sign-in method" defaultValue="family" />
      </div>
    </main>
  );
}
