"""What the anchor matches share (scripts/anchor-hnefatafl, scripts/anchor-zevra):
our `tafl` built for speed, and a child process spoken to a line at a time."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def target_dir():
    return os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))


def build_ours():
    """Builds `tafl` with the fast native profile and returns its path."""
    subprocess.run(["cargo", "build", "--quiet", "--profile", "native", "--bin", "tafl"],
                   cwd=ROOT, check=True)
    return os.path.join(target_dir(), "native", "tafl")


class LineProcess:
    """A line-protocol child (`tafl engine`, docs/cli.md, or a harness):
    one answer line per command."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().strip()

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        self.proc.wait()
