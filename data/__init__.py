"""Card facts and board files, installed as the package ``explorer.data``.

This file makes ``data/`` a regular package, so ``importlib.resources.files("explorer.data")`` is a
plain directory both in a wheel install and in an editable one (setuptools' editable finder does
not resolve a namespace package mapped outside its parent's folder).
"""
