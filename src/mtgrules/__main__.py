"""``python -m mtgrules``: the command line (``mtgrules.cli``)."""

from mtgrules.cli import main

main()
