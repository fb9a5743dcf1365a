// Entry of dist/index.js, the bundle SillyTavern loads from manifest.json.
import '../ui/styles.css';

// Until the SillyTavern host lands, the generate interceptor lets every generation through.
(globalThis as Record<string, unknown>).troupeGenerateInterceptor = async () => undefined;
