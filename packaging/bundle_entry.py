"""The bundle's executable: the same entry point as ``moonveil`` (PyInstaller needs a script)."""

import sys

from moonveil_desktop.__main__ import main

sys.exit(main())
