; ModuleID = 'demo.cpp'
source_filename = "demo.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Error = type { i32 (...)** }
%struct.NotFound = type <{ %struct.Error, i32, [4 x i8] }>
%struct.Guard = type { i8* }

$__clang_call_terminate = comdat any

$_ZN5GuardC2EPKc = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZN8NotFoundC2Ei = comdat any

$_ZN8NotFoundD2Ev = comdat any

$_ZN5ErrorC2Ev = comdat any

$_ZNK8NotFound4whatEv = comdat any

$_ZN8NotFoundD0Ev = comdat any

$_ZNK5Error4whatEv = comdat any

$_ZN5ErrorD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

$_ZTS8NotFound = comdat any

$_ZTI8NotFound = comdat any

$_ZTV8NotFound = comdat any

$_ZTV5Error = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %s\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS8NotFound = linkonce_odr dso_local constant [10 x i8] c"8NotFound\00", comdat, align 1
@_ZTI8NotFound = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTS8NotFound, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [26 x i8] c"rethrown NotFound key=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"find_all\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"enter %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"lookup\00", align 1
@_ZTV8NotFound = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI8NotFound to i8*), i8* bitcast (i8* (%struct.NotFound*)* @_ZNK8NotFound4whatEv to i8*), i8* bitcast (void (%struct.NotFound*)* @_ZN8NotFoundD2Ev to i8*), i8* bitcast (void (%struct.NotFound*)* @_ZN8NotFoundD0Ev to i8*)] }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (i8* (%struct.Error*)* @_ZNK5Error4whatEv to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*)] }, comdat, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"Error\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"NotFound\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"leave %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %retval = alloca i32, align 4
  %exn.slot = alloca i8*, align 8
  %ehselector.slot = alloca i32, align 4
  %e = alloca %struct.Error*, align 8
  %nf = alloca %struct.NotFound*, align 8
  store i32 0, i32* %retval, align 4
  %call = invoke noundef i32 @_ZL8find_alli(i32 noundef 3)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %entry
  %call2 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %call)
          to label %invoke.cont1 unwind label %lpad

invoke.cont1:                                     ; preds = %invoke.cont
  %call4 = invoke noundef i32 @_ZL8find_alli(i32 noundef 5)
          to label %invoke.cont3 unwind label %lpad

invoke.cont3:                                     ; preds = %invoke.cont1
  %call6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %call4)
          to label %invoke.cont5 unwind label %lpad

invoke.cont5:                                     ; preds = %invoke.cont3
  br label %try.cont25

lpad:                                             ; preds = %invoke.cont3, %invoke.cont1, %invoke.cont, %entry
  %0 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %1 = extractvalue { i8*, i32 } %0, 0
  store i8* %1, i8** %exn.slot, align 8
  %2 = extractvalue { i8*, i32 } %0, 1
  store i32 %2, i32* %ehselector.slot, align 4
  br label %catch.dispatch

catch.dispatch:                                   ; preds = %lpad
  %sel = load i32, i32* %ehselector.slot, align 4
  %3 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #9
  %matches = icmp eq i32 %sel, %3
  br i1 %matches, label %catch, label %eh.resume

catch:                                            ; preds = %catch.dispatch
  %exn = load i8*, i8** %exn.slot, align 8
  %4 = call i8* @__cxa_begin_catch(i8* %exn) #9
  %exn.byref = bitcast i8* %4 to %struct.Error*
  store %struct.Error* %exn.byref, %struct.Error** %e, align 8
  %5 = load %struct.Error*, %struct.Error** %e, align 8
  %6 = bitcast %struct.Error* %5 to i8* (%struct.Error*)***
  %vtable = load i8* (%struct.Error*)**, i8* (%struct.Error*)*** %6, align 8
  %vfn = getelementptr inbounds i8* (%struct.Error*)*, i8* (%struct.Error*)** %vtable, i64 0
  %7 = load i8* (%struct.Error*)*, i8* (%struct.Error*)** %vfn, align 8
  %call9 = invoke noundef i8* %7(%struct.Error* noundef nonnull align 8 dereferenceable(8) %5)
          to label %invoke.cont8 unwind label %lpad7

invoke.cont8:                                     ; preds = %catch
  %call11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %call9)
          to label %invoke.cont10 unwind label %lpad7

invoke.cont10:                                    ; preds = %invoke.cont8
  invoke void @__cxa_rethrow() #10
          to label %unreachable unwind label %lpad12

lpad7:                                            ; preds = %invoke.cont20, %invoke.cont8, %catch
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %exn.slot, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %ehselector.slot, align 4
  br label %ehcleanup

lpad12:                                           ; preds = %invoke.cont10
  %11 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI8NotFound to i8*)
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %exn.slot, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %ehselector.slot, align 4
  br label %catch.dispatch13

catch.dispatch13:                                 ; preds = %lpad12
  %sel14 = load i32, i32* %ehselector.slot, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI8NotFound to i8*)) #9
  %matches15 = icmp eq i32 %sel14, %14
  br i1 %matches15, label %catch16, label %ehcleanup

catch16:                                          ; preds = %catch.dispatch13
  %exn17 = load i8*, i8** %exn.slot, align 8
  %15 = call i8* @__cxa_begin_catch(i8* %exn17) #9
  %exn.byref18 = bitcast i8* %15 to %struct.NotFound*
  store %struct.NotFound* %exn.byref18, %struct.NotFound** %nf, align 8
  %16 = load %struct.NotFound*, %struct.NotFound** %nf, align 8
  %key = getelementptr inbounds %struct.NotFound, %struct.NotFound* %16, i32 0, i32 1
  %17 = load i32, i32* %key, align 8
  %call21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i32 noundef %17)
          to label %invoke.cont20 unwind label %lpad19

invoke.cont20:                                    ; preds = %catch16
  invoke void @__cxa_end_catch()
          to label %invoke.cont22 unwind label %lpad7

invoke.cont22:                                    ; preds = %invoke.cont20
  br label %try.cont

try.cont:                                         ; preds = %invoke.cont22
  call void @__cxa_end_catch()
  br label %try.cont25

try.cont25:                                       ; preds = %try.cont, %invoke.cont5
  ret i32 0

lpad19:                                           ; preds = %catch16
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %exn.slot, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %ehselector.slot, align 4
  invoke void @__cxa_end_catch()
          to label %invoke.cont23 unwind label %terminate.lpad

invoke.cont23:                                    ; preds = %lpad19
  br label %ehcleanup

ehcleanup:                                        ; preds = %invoke.cont23, %catch.dispatch13, %lpad7
  invoke void @__cxa_end_catch()
          to label %invoke.cont24 unwind label %terminate.lpad

invoke.cont24:                                    ; preds = %ehcleanup
  br label %eh.resume

eh.resume:                                        ; preds = %invoke.cont24, %catch.dispatch
  %exn26 = load i8*, i8** %exn.slot, align 8
  %sel27 = load i32, i32* %ehselector.slot, align 4
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %exn26, 0
  %lpad.val28 = insertvalue { i8*, i32 } %lpad.val, i32 %sel27, 1
  resume { i8*, i32 } %lpad.val28

terminate.lpad:                                   ; preds = %ehcleanup, %lpad19
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  call void @__clang_call_terminate(i8* %22) #11
  unreachable

unreachable:                                      ; preds = %invoke.cont10
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8find_alli(i32 noundef %n) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %n.addr = alloca i32, align 4
  %g = alloca %struct.Guard, align 8
  %sum = alloca i32, align 4
  %i = alloca i32, align 4
  %exn.slot = alloca i8*, align 8
  %ehselector.slot = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0))
  store i32 0, i32* %sum, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %i, align 4
  %call = invoke noundef i32 @_ZL6lookupi(i32 noundef %2)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %for.body
  %3 = load i32, i32* %sum, align 4
  %add = add nsw i32 %3, %call
  store i32 %add, i32* %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %invoke.cont
  %4 = load i32, i32* %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

lpad:                                             ; preds = %for.body
  %5 = landingpad { i8*, i32 }
          cleanup
  %6 = extractvalue { i8*, i32 } %5, 0
  store i8* %6, i8** %exn.slot, align 8
  %7 = extractvalue { i8*, i32 } %5, 1
  store i32 %7, i32* %ehselector.slot, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g) #9
  br label %eh.resume

for.end:                                          ; preds = %for.cond
  %8 = load i32, i32* %sum, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g) #9
  ret i32 %8

eh.resume:                                        ; preds = %lpad
  %exn = load i8*, i8** %exn.slot, align 8
  %sel = load i32, i32* %ehselector.slot, align 4
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %exn, 0
  %lpad.val1 = insertvalue { i8*, i32 } %lpad.val, i32 %sel, 1
  resume { i8*, i32 } %lpad.val1
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %this, i8* noundef %n) unnamed_addr #5 comdat align 2 {
entry:
  %this.addr = alloca %struct.Guard*, align 8
  %n.addr = alloca i8*, align 8
  store %struct.Guard* %this, %struct.Guard** %this.addr, align 8
  store i8* %n, i8** %n.addr, align 8
  %this1 = load %struct.Guard*, %struct.Guard** %this.addr, align 8
  %name = getelementptr inbounds %struct.Guard, %struct.Guard* %this1, i32 0, i32 0
  %0 = load i8*, i8** %n.addr, align 8
  store i8* %0, i8** %name, align 8
  %name2 = getelementptr inbounds %struct.Guard, %struct.Guard* %this1, i32 0, i32 0
  %1 = load i8*, i8** %name2, align 8
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i8* noundef %1)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6lookupi(i32 noundef %key) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %key.addr = alloca i32, align 4
  %g = alloca %struct.Guard, align 8
  %exn.slot = alloca i8*, align 8
  %ehselector.slot = alloca i32, align 4
  store i32 %key, i32* %key.addr, align 4
  call void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0))
  %0 = load i32, i32* %key.addr, align 4
  %cmp = icmp sgt i32 %0, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %exception = call i8* @__cxa_allocate_exception(i64 16) #9
  %1 = bitcast i8* %exception to %struct.NotFound*
  %2 = load i32, i32* %key.addr, align 4
  invoke void @_ZN8NotFoundC2Ei(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %1, i32 noundef %2)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %if.then
  invoke void @__cxa_throw(i8* %exception, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI8NotFound to i8*), i8* bitcast (void (%struct.NotFound*)* @_ZN8NotFoundD2Ev to i8*)) #10
          to label %unreachable unwind label %lpad1

lpad:                                             ; preds = %if.then
  %3 = landingpad { i8*, i32 }
          cleanup
  %4 = extractvalue { i8*, i32 } %3, 0
  store i8* %4, i8** %exn.slot, align 8
  %5 = extractvalue { i8*, i32 } %3, 1
  store i32 %5, i32* %ehselector.slot, align 4
  call void @__cxa_free_exception(i8* %exception) #9
  br label %ehcleanup

lpad1:                                            ; preds = %invoke.cont
  %6 = landingpad { i8*, i32 }
          cleanup
  %7 = extractvalue { i8*, i32 } %6, 0
  store i8* %7, i8** %exn.slot, align 8
  %8 = extractvalue { i8*, i32 } %6, 1
  store i32 %8, i32* %ehselector.slot, align 4
  br label %ehcleanup

if.end:                                           ; preds = %entry
  %9 = load i32, i32* %key.addr, align 4
  %mul = mul nsw i32 %9, 10
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g) #9
  ret i32 %mul

ehcleanup:                                        ; preds = %lpad1, %lpad
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %g) #9
  br label %eh.resume

eh.resume:                                        ; preds = %ehcleanup
  %exn = load i8*, i8** %exn.slot, align 8
  %sel = load i32, i32* %ehselector.slot, align 4
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %exn, 0
  %lpad.val2 = insertvalue { i8*, i32 } %lpad.val, i32 %sel, 1
  resume { i8*, i32 } %lpad.val2

unreachable:                                      ; preds = %invoke.cont
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %this.addr = alloca %struct.Guard*, align 8
  store %struct.Guard* %this, %struct.Guard** %this.addr, align 8
  %this1 = load %struct.Guard*, %struct.Guard** %this.addr, align 8
  %name = getelementptr inbounds %struct.Guard, %struct.Guard* %this1, i32 0, i32 0
  %0 = load i8*, i8** %name, align 8
  %call = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0), i8* noundef %0)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %entry
  ret void

terminate.lpad:                                   ; preds = %entry
  %1 = landingpad { i8*, i32 }
          catch i8* null
  %2 = extractvalue { i8*, i32 } %1, 0
  call void @__clang_call_terminate(i8* %2) #11
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8NotFoundC2Ei(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %this, i32 noundef %k) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.NotFound*, align 8
  %k.addr = alloca i32, align 4
  store %struct.NotFound* %this, %struct.NotFound** %this.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  %this1 = load %struct.NotFound*, %struct.NotFound** %this.addr, align 8
  %0 = bitcast %struct.NotFound* %this1 to %struct.Error*
  call void @_ZN5ErrorC2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %0) #9
  %1 = bitcast %struct.NotFound* %this1 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV8NotFound, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %1, align 8
  %key = getelementptr inbounds %struct.NotFound, %struct.NotFound* %this1, i32 0, i32 1
  %2 = load i32, i32* %k.addr, align 4
  store i32 %2, i32* %key, align 8
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8NotFoundD2Ev(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %this) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.NotFound*, align 8
  store %struct.NotFound* %this, %struct.NotFound** %this.addr, align 8
  %this1 = load %struct.NotFound*, %struct.NotFound** %this.addr, align 8
  %0 = bitcast %struct.NotFound* %this1 to %struct.Error*
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %0) #9
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.Error*, align 8
  store %struct.Error* %this, %struct.Error** %this.addr, align 8
  %this1 = load %struct.Error*, %struct.Error** %this.addr, align 8
  %0 = bitcast %struct.Error* %this1 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %0, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK8NotFound4whatEv(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %this) unnamed_addr #7 comdat align 2 {
entry:
  %this.addr = alloca %struct.NotFound*, align 8
  store %struct.NotFound* %this, %struct.NotFound** %this.addr, align 8
  %this1 = load %struct.NotFound*, %struct.NotFound** %this.addr, align 8
  ret i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8NotFoundD0Ev(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %this) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.NotFound*, align 8
  store %struct.NotFound* %this, %struct.NotFound** %this.addr, align 8
  %this1 = load %struct.NotFound*, %struct.NotFound** %this.addr, align 8
  call void @_ZN8NotFoundD2Ev(%struct.NotFound* noundef nonnull align 8 dereferenceable(12) %this1) #9
  %0 = bitcast %struct.NotFound* %this1 to i8*
  call void @_ZdlPv(i8* noundef %0) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Error4whatEv(%struct.Error* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #7 comdat align 2 {
entry:
  %this.addr = alloca %struct.Error*, align 8
  store %struct.Error* %this, %struct.Error** %this.addr, align 8
  %this1 = load %struct.Error*, %struct.Error** %this.addr, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.Error*, align 8
  store %struct.Error* %this, %struct.Error** %this.addr, align 8
  %this1 = load %struct.Error*, %struct.Error** %this.addr, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 {
entry:
  %this.addr = alloca %struct.Error*, align 8
  store %struct.Error* %this, %struct.Error** %this.addr, align 8
  %this1 = load %struct.Error*, %struct.Error** %this.addr, align 8
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(8) %this1) #9
  %0 = bitcast %struct.Error* %this1 to i8*
  call void @_ZdlPv(i8* noundef %0) #12
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
