"""The phone server's Jinja templates, loaded on first use.

Importing Jinja costs ~0.2 s of CPU on this machine's start-up path; the server
listens without it, and a worker thread imports it right after (integration's
``WARM_UP_MODULES``), so the first page rarely waits for it (issue 20).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import jinja2


class Templates:
    """A Jinja environment over ``folder``, built when the first template is asked for.
    Names are user input: templates always autoescape."""

    def __init__(self, folder: Path, *, strict: bool = False, trim: bool = False) -> None:
        self.folder = folder
        self.strict = strict  # an undefined name in a template is an error, not ""
        self.trim = trim  # block tags take their line with them
        self._environment: jinja2.Environment | None = None

    def environment(self) -> jinja2.Environment:
        if self._environment is None:
            import jinja2

            self._environment = jinja2.Environment(
                loader=jinja2.FileSystemLoader(self.folder),
                autoescape=True,
                auto_reload=False,  # templates ship with the app; no stat() per page
                undefined=jinja2.StrictUndefined if self.strict else jinja2.Undefined,
                trim_blocks=self.trim,
                lstrip_blocks=self.trim,
            )
        return self._environment

    def get_template(self, name: str) -> jinja2.Template:
        return self.environment().get_template(name)
