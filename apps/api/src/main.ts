import { startTelemetry } from './telemetry/telemetry';

// Telemetry first, when configured: its instrumentations patch the modules the server imports,
// so nothing of the server is imported before it (serve.ts, a chunk of its own in the build,
// whose imports load only now).
const telemetry = startTelemetry(process.env);
void import('./serve').then(({ serve }) => serve(telemetry));
