"""Entry script for the frozen app: the same as the `ghosteuchre` gui-script."""

import sys

from ghosteuchre.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
