# Shared by scripts/test and scripts/lint (sourced, not run). Expects the cwd to be
# the repo root.

# find_python 3.X: print the path of a working CPython 3.X interpreter, or fail.
# Tries python3.X on PATH (pyenv shims exist but may refuse to run), then pyenv.
find_python() {
    local want=$1 exe full
    local check="import sys; assert '%d.%d' % sys.version_info[:2] == '$want'; print(sys.executable)"
    if exe=$("python$want" -c "$check" 2>/dev/null) && [ -n "$exe" ]; then
        echo "$exe"
        return 0
    fi
    if command -v pyenv >/dev/null 2>&1; then
        full=$(pyenv versions --bare 2>/dev/null | grep -E "^${want//./\\.}\.[0-9]+$" | sort -V | tail -1)
        if [ -n "$full" ] && exe=$(PYENV_VERSION=$full python -c "$check" 2>/dev/null) \
            && [ -n "$exe" ]; then
            echo "$exe"
            return 0
        fi
    fi
    return 1
}

# ensure_venv 3.X EXTRA: create or reuse .venv-3.X and (re)install the project into
# it in editable mode with the given extra; rebuilds the C extension. Prints nothing
# on success but pip's warnings.
ensure_venv() {
    local want=$1 extra=$2 venv=".venv-$1" py
    if ! "$venv/bin/python" -c \
        "import sys; assert '%d.%d' % sys.version_info[:2] == '$want'" >/dev/null 2>&1; then
        py=$(find_python "$want") || { echo "no Python $want found" >&2; return 1; }
        rm -rf "$venv"
        "$py" -m venv "$venv" || return 1
    fi
    "$venv/bin/python" -m pip install -q -e ".[$extra]" || return 1
}
