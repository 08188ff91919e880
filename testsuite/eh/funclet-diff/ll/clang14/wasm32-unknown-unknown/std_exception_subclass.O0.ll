; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::exception" = type { i32 (...)** }
%struct.DomainError = type { %struct.LogicError }
%struct.LogicError = type { %"class.std::exception", i8* }
%struct.Silent = type { %"class.std::exception" }

$_ZN10LogicErrorC2EPKc = comdat any

$_ZN10LogicErrorD2Ev = comdat any

$_ZN11DomainErrorC2EPKc = comdat any

$_ZN11DomainErrorD2Ev = comdat any

$_ZNSt9exceptionC2Ev = comdat any

$_ZN6SilentC2Ev = comdat any

$_ZN6SilentD2Ev = comdat any

$_ZN10LogicErrorD0Ev = comdat any

$_ZNK10LogicError4whatEv = comdat any

$_ZN11DomainErrorD0Ev = comdat any

$_ZN6SilentD0Ev = comdat any

$_ZTS11DomainError = comdat any

$_ZTS10LogicError = comdat any

$_ZTI10LogicError = comdat any

$_ZTI11DomainError = comdat any

$_ZTS6Silent = comdat any

$_ZTI6Silent = comdat any

$_ZTV10LogicError = comdat any

$_ZTV11DomainError = comdat any

$_ZTV6Silent = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS11DomainError = linkonce_odr hidden constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr hidden constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTI10LogicError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10LogicError, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTI11DomainError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTS11DomainError, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr hidden constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Silent, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTV10LogicError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (%struct.DomainError* (%struct.DomainError*)* @_ZN11DomainErrorD2Ev to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 4
@_ZTV6Silent = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (%struct.Silent* (%struct.Silent*)* @_ZN6SilentD2Ev to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD0Ev to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @_ZNKSt9exception4whatEv to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %"class.std::exception"*, align 4
  %5 = alloca %struct.DomainError*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %53, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %63

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %10)
          to label %56 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %3, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)) #2
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %34

19:                                               ; preds = %13
  %20 = load i8*, i8** %3, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #2 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to %struct.DomainError*
  store %struct.DomainError* %22, %struct.DomainError** %5, align 4
  %23 = load i32, i32* %2, align 4
  %24 = load %struct.DomainError*, %struct.DomainError** %5, align 4
  %25 = bitcast %struct.DomainError* %24 to %struct.LogicError*
  %26 = bitcast %struct.LogicError* %25 to i8* (%struct.LogicError*)***
  %27 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %26, align 4
  %28 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %27, i64 2
  %29 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %28, align 4
  %30 = call noundef i8* %29(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %25) #2 [ "funclet"(token %14) ]
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), i32 noundef %23, i8* noundef %30) [ "funclet"(token %14) ]
          to label %32 unwind label %60

32:                                               ; preds = %19
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %33

33:                                               ; preds = %32
  br label %52

34:                                               ; preds = %13
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #2
  %36 = icmp eq i32 %16, %35
  br i1 %36, label %37, label %51

37:                                               ; preds = %34
  %38 = load i8*, i8** %3, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #2 [ "funclet"(token %14) ]
  %40 = bitcast i8* %39 to %"class.std::exception"*
  store %"class.std::exception"* %40, %"class.std::exception"** %4, align 4
  %41 = load i32, i32* %2, align 4
  %42 = load %"class.std::exception"*, %"class.std::exception"** %4, align 4
  %43 = bitcast %"class.std::exception"* %42 to i8* (%"class.std::exception"*)***
  %44 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %43, align 4
  %45 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %44, i64 2
  %46 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %45, align 4
  %47 = call noundef i8* %46(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %42) #2 [ "funclet"(token %14) ]
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %41, i8* noundef %47) [ "funclet"(token %14) ]
          to label %49 unwind label %57

49:                                               ; preds = %37
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %50

50:                                               ; preds = %49
  br label %52

51:                                               ; preds = %34
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
  unreachable

52:                                               ; preds = %33, %50, %56
  br label %53

53:                                               ; preds = %52
  %54 = load i32, i32* %2, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %2, align 4
  br label %6, !llvm.loop !2

56:                                               ; preds = %9
  br label %52

57:                                               ; preds = %37
  %58 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %58) ]
          to label %59 unwind label %64

59:                                               ; preds = %57
  cleanupret from %58 unwind to caller

60:                                               ; preds = %19
  %61 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %61) ]
          to label %62 unwind label %66

62:                                               ; preds = %60
  cleanupret from %61 unwind to caller

63:                                               ; preds = %6
  ret i32 0

64:                                               ; preds = %57
  %65 = cleanuppad within %58 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %65) ]
  unreachable

66:                                               ; preds = %60
  %67 = cleanuppad within %61 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %67) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  switch i32 %3, label %22 [
    i32 0, label %4
    i32 1, label %11
    i32 2, label %18
  ]

4:                                                ; preds = %1
  %5 = call i8* @__cxa_allocate_exception(i32 8) #2
  %6 = bitcast i8* %5 to %struct.LogicError*
  %7 = invoke noundef %struct.LogicError* @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
          to label %8 unwind label %9

8:                                                ; preds = %4
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #5
  unreachable

9:                                                ; preds = %4
  %10 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %5) #2 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller

11:                                               ; preds = %1
  %12 = call i8* @__cxa_allocate_exception(i32 8) #2
  %13 = bitcast i8* %12 to %struct.DomainError*
  %14 = invoke noundef %struct.DomainError* @_ZN11DomainErrorC2EPKc(%struct.DomainError* noundef nonnull align 4 dereferenceable(8) %13, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %15 unwind label %16

15:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (%struct.DomainError* (%struct.DomainError*)* @_ZN11DomainErrorD2Ev to i8*)) #5
  unreachable

16:                                               ; preds = %11
  %17 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %12) #2 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

18:                                               ; preds = %1
  %19 = call i8* @__cxa_allocate_exception(i32 4) #2
  %20 = bitcast i8* %19 to %"class.std::exception"*
  %21 = call noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %20) #2
  call void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTISt9exception to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD1Ev to i8*)) #5
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 4) #2
  %24 = bitcast i8* %23 to %struct.Silent*
  %25 = bitcast %struct.Silent* %24 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %25, i8 0, i32 4, i1 false)
  %26 = call noundef %struct.Silent* @_ZN6SilentC2Ev(%struct.Silent* noundef nonnull align 4 dereferenceable(4) %24) #2
  call void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (%struct.Silent* (%struct.Silent*)* @_ZN6SilentD2Ev to i8*)) #5
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.LogicError* @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull returned align 4 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.LogicError*, align 4
  %4 = alloca i8*, align 4
  store %struct.LogicError* %0, %struct.LogicError** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.LogicError*, %struct.LogicError** %3, align 4
  %6 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  %7 = call noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %6) #2
  %8 = bitcast %struct.LogicError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %5, i32 0, i32 1
  %10 = load i8*, i8** %4, align 4
  store i8* %10, i8** %9, align 4
  ret %struct.LogicError* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.LogicError* @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.LogicError*, align 4
  store %struct.LogicError* %0, %struct.LogicError** %2, align 4
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 4
  %4 = bitcast %struct.LogicError* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %3, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %6)
          to label %8 unwind label %11

8:                                                ; preds = %1
  %9 = bitcast %struct.LogicError* %3 to %"class.std::exception"*
  %10 = call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %9) #2
  ret %struct.LogicError* %3

11:                                               ; preds = %1
  %12 = cleanuppad within none []
  %13 = bitcast %struct.LogicError* %3 to %"class.std::exception"*
  %14 = call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %13) #2 [ "funclet"(token %12) ]
  cleanupret from %12 unwind label %15

15:                                               ; preds = %11
  %16 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %16) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.DomainError* @_ZN11DomainErrorC2EPKc(%struct.DomainError* noundef nonnull returned align 4 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.DomainError*, align 4
  %4 = alloca i8*, align 4
  store %struct.DomainError* %0, %struct.DomainError** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.DomainError*, %struct.DomainError** %3, align 4
  %6 = bitcast %struct.DomainError* %5 to %struct.LogicError*
  %7 = load i8*, i8** %4, align 4
  %8 = call noundef %struct.LogicError* @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %6, i8* noundef %7)
  %9 = bitcast %struct.DomainError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV11DomainError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  ret %struct.DomainError* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.DomainError* @_ZN11DomainErrorD2Ev(%struct.DomainError* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.DomainError*, align 4
  store %struct.DomainError* %0, %struct.DomainError** %2, align 4
  %3 = load %struct.DomainError*, %struct.DomainError** %2, align 4
  %4 = bitcast %struct.DomainError* %3 to %struct.LogicError*
  %5 = call noundef %struct.LogicError* @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %4) #2
  ret %struct.DomainError* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %"class.std::exception"*, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 4
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 4
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %"class.std::exception"* %3
}

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Silent* @_ZN6SilentC2Ev(%struct.Silent* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Silent*, align 4
  store %struct.Silent* %0, %struct.Silent** %2, align 4
  %3 = load %struct.Silent*, %struct.Silent** %2, align 4
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  %5 = call noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %4) #2
  %6 = bitcast %struct.Silent* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Silent, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Silent* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Silent* @_ZN6SilentD2Ev(%struct.Silent* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Silent*, align 4
  store %struct.Silent* %0, %struct.Silent** %2, align 4
  %3 = load %struct.Silent*, %struct.Silent** %2, align 4
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  %5 = call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %4) #2
  ret %struct.Silent* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN10LogicErrorD0Ev(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.LogicError*, align 4
  store %struct.LogicError* %0, %struct.LogicError** %2, align 4
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 4
  %4 = call noundef %struct.LogicError* @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.LogicError* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK10LogicError4whatEv(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  %2 = alloca %struct.LogicError*, align 4
  store %struct.LogicError* %0, %struct.LogicError** %2, align 4
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 4
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  ret i8* %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN11DomainErrorD0Ev(%struct.DomainError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.DomainError*, align 4
  store %struct.DomainError* %0, %struct.DomainError** %2, align 4
  %3 = load %struct.DomainError*, %struct.DomainError** %2, align 4
  %4 = call noundef %struct.DomainError* @_ZN11DomainErrorD2Ev(%struct.DomainError* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.DomainError* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SilentD0Ev(%struct.Silent* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.Silent*, align 4
  store %struct.Silent* %0, %struct.Silent** %2, align 4
  %3 = load %struct.Silent*, %struct.Silent** %2, align 4
  %4 = call noundef %struct.Silent* @_ZN6SilentD2Ev(%struct.Silent* noundef nonnull align 4 dereferenceable(4) %3) #2
  %5 = bitcast %struct.Silent* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt9exception4whatEv(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #7

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
