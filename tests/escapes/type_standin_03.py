# expect: guest AttributeError
# technique: reach the real type's methods through the guest's type (mro, __subclasses__)
getattr(type, "__subcl" + "asses__")
