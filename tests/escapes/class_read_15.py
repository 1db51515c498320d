# expect: value "<class 'int'>|<class 'range'>"
# technique: format field {0.__class__} renders the class the guest already holds
"{0.__class__}|{1.__class__}".format(1, range(3))
