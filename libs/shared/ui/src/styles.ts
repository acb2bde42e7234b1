// The design system's global styles: brand tokens and a small reset. Import once, in the host app.
import './lib/theme/tokens.css';
import './lib/theme/global.css';
