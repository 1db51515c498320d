"""``python -m stockade``: the command line (see stockade._cli)."""

from ._cli import main

if __name__ == "__main__":
    raise SystemExit(main())
