// Entry of the standalone page (index.html).
import { render } from 'preact';
import '../ui/styles.css';

render(<main class="troupe-root"><h1>Troupe</h1></main>, document.getElementById('app')!);
