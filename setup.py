# The C extension lives here because setuptools < 74.1 cannot declare ext-modules in
# pyproject.toml; everything else is in pyproject.toml.
from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "stockade._native",
            sources=["src/stockade/_native.c"],
            extra_compile_args=["-Wall"],
        )
    ]
)
