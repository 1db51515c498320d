# expect: guest AttributeError
# technique: an OSError's filename attribute (could carry a host path if one were ever raised)
try:
    raise FileNotFoundError(2, "No such file", "secret.txt")
except OSError as e:
    e.filename
