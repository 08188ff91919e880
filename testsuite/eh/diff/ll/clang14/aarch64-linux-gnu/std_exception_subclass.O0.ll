; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::exception" = type { i32 (...)** }
%struct.DomainError = type { %struct.LogicError }
%struct.LogicError = type { %"class.std::exception", i8* }
%struct.Silent = type { %"class.std::exception" }

$__clang_call_terminate = comdat any

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
@_ZTS11DomainError = linkonce_odr dso_local constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr dso_local constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTI10LogicError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10LogicError, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 8
@_ZTI11DomainError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTS11DomainError, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr dso_local constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Silent, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 8
@_ZTV10LogicError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD2Ev to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 8
@_ZTV6Silent = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD2Ev to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD0Ev to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @_ZNKSt9exception4whatEv to i8*)] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::exception"*, align 8
  %6 = alloca %struct.DomainError*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %36, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %65

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  br label %35

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)) #10
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %39

21:                                               ; preds = %17
  %22 = load i8*, i8** %3, align 8
  %23 = call i8* @__cxa_begin_catch(i8* %22) #10
  %24 = bitcast i8* %23 to %struct.DomainError*
  store %struct.DomainError* %24, %struct.DomainError** %6, align 8
  %25 = load i32, i32* %2, align 4
  %26 = load %struct.DomainError*, %struct.DomainError** %6, align 8
  %27 = bitcast %struct.DomainError* %26 to %struct.LogicError*
  %28 = bitcast %struct.LogicError* %27 to i8* (%struct.LogicError*)***
  %29 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %28, align 8
  %30 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %29, i64 2
  %31 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %30, align 8
  %32 = call noundef i8* %31(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %27) #10
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %25, i8* noundef %32)
          to label %34 unwind label %60

34:                                               ; preds = %21
  call void @__cxa_end_catch()
  br label %35

35:                                               ; preds = %34, %54, %12
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %2, align 4
  br label %7, !llvm.loop !10

39:                                               ; preds = %17
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %41 = icmp eq i32 %18, %40
  br i1 %41, label %42, label %66

42:                                               ; preds = %39
  %43 = load i8*, i8** %3, align 8
  %44 = call i8* @__cxa_begin_catch(i8* %43) #10
  %45 = bitcast i8* %44 to %"class.std::exception"*
  store %"class.std::exception"* %45, %"class.std::exception"** %5, align 8
  %46 = load i32, i32* %2, align 4
  %47 = load %"class.std::exception"*, %"class.std::exception"** %5, align 8
  %48 = bitcast %"class.std::exception"* %47 to i8* (%"class.std::exception"*)***
  %49 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %48, align 8
  %50 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %49, i64 2
  %51 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %50, align 8
  %52 = call noundef i8* %51(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %47) #10
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %46, i8* noundef %52)
          to label %54 unwind label %55

54:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %35

55:                                               ; preds = %42
  %56 = landingpad { i8*, i32 }
          cleanup
  %57 = extractvalue { i8*, i32 } %56, 0
  store i8* %57, i8** %3, align 8
  %58 = extractvalue { i8*, i32 } %56, 1
  store i32 %58, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %59 unwind label %71

59:                                               ; preds = %55
  br label %66

60:                                               ; preds = %21
  %61 = landingpad { i8*, i32 }
          cleanup
  %62 = extractvalue { i8*, i32 } %61, 0
  store i8* %62, i8** %3, align 8
  %63 = extractvalue { i8*, i32 } %61, 1
  store i32 %63, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %64 unwind label %71

64:                                               ; preds = %60
  br label %66

65:                                               ; preds = %7
  ret i32 0

66:                                               ; preds = %64, %59, %39
  %67 = load i8*, i8** %3, align 8
  %68 = load i32, i32* %4, align 4
  %69 = insertvalue { i8*, i32 } undef, i8* %67, 0
  %70 = insertvalue { i8*, i32 } %69, i32 %68, 1
  resume { i8*, i32 } %70

71:                                               ; preds = %60, %55
  %72 = landingpad { i8*, i32 }
          catch i8* null
  %73 = extractvalue { i8*, i32 } %72, 0
  call void @__clang_call_terminate(i8* %73) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  switch i32 %5, label %25 [
    i32 0, label %6
    i32 1, label %14
    i32 2, label %22
  ]

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i64 16) #10
  %8 = bitcast i8* %7 to %struct.LogicError*
  invoke void @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0))
          to label %9 unwind label %10

9:                                                ; preds = %6
  call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #12
  unreachable

10:                                               ; preds = %6
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  call void @__cxa_free_exception(i8* %7) #10
  br label %29

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i64 16) #10
  %16 = bitcast i8* %15 to %struct.DomainError*
  invoke void @_ZN11DomainErrorC2EPKc(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %16, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
          to label %17 unwind label %18

17:                                               ; preds = %14
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD2Ev to i8*)) #12
  unreachable

18:                                               ; preds = %14
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  call void @__cxa_free_exception(i8* %15) #10
  br label %29

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i64 8) #10
  %24 = bitcast i8* %23 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %24) #10
  call void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTISt9exception to i8*), i8* bitcast (void (%"class.std::exception"*)* @_ZNSt9exceptionD1Ev to i8*)) #12
  unreachable

25:                                               ; preds = %1
  %26 = call i8* @__cxa_allocate_exception(i64 8) #10
  %27 = bitcast i8* %26 to %struct.Silent*
  %28 = bitcast %struct.Silent* %27 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %28, i8 0, i64 8, i1 false)
  call void @_ZN6SilentC2Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %27) #10
  call void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD2Ev to i8*)) #12
  unreachable

29:                                               ; preds = %18, %10
  %30 = load i8*, i8** %3, align 8
  %31 = load i32, i32* %4, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.LogicError*, align 8
  %4 = alloca i8*, align 8
  store %struct.LogicError* %0, %struct.LogicError** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.LogicError*, %struct.LogicError** %3, align 8
  %6 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %6) #10
  %7 = bitcast %struct.LogicError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %5, i32 0, i32 1
  %9 = load i8*, i8** %4, align 8
  store i8* %9, i8** %8, align 8
  ret void
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.LogicError*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.LogicError* %0, %struct.LogicError** %2, align 8
  %5 = load %struct.LogicError*, %struct.LogicError** %2, align 8
  %6 = bitcast %struct.LogicError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %5, i32 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %8)
          to label %10 unwind label %12

10:                                               ; preds = %1
  %11 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %11) #10
  ret void

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  %16 = bitcast %struct.LogicError* %5 to %"class.std::exception"*
  call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %16) #10
  br label %17

17:                                               ; preds = %12
  %18 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %18) #11
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorC2EPKc(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.DomainError*, align 8
  %4 = alloca i8*, align 8
  store %struct.DomainError* %0, %struct.DomainError** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.DomainError*, %struct.DomainError** %3, align 8
  %6 = bitcast %struct.DomainError* %5 to %struct.LogicError*
  %7 = load i8*, i8** %4, align 8
  call void @_ZN10LogicErrorC2EPKc(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef %7)
  %8 = bitcast %struct.DomainError* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV11DomainError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD2Ev(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.DomainError*, align 8
  store %struct.DomainError* %0, %struct.DomainError** %2, align 8
  %3 = load %struct.DomainError*, %struct.DomainError** %2, align 8
  %4 = bitcast %struct.DomainError* %3 to %struct.LogicError*
  call void @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentC2Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Silent*, align 8
  store %struct.Silent* %0, %struct.Silent** %2, align 8
  %3 = load %struct.Silent*, %struct.Silent** %2, align 8
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %4) #10
  %5 = bitcast %struct.Silent* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Silent, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentD2Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Silent*, align 8
  store %struct.Silent* %0, %struct.Silent** %2, align 8
  %3 = load %struct.Silent*, %struct.Silent** %2, align 8
  %4 = bitcast %struct.Silent* %3 to %"class.std::exception"*
  call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD0Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.LogicError*, align 8
  store %struct.LogicError* %0, %struct.LogicError** %2, align 8
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 8
  call void @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.LogicError* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK10LogicError4whatEv(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.LogicError*, align 8
  store %struct.LogicError* %0, %struct.LogicError** %2, align 8
  %3 = load %struct.LogicError*, %struct.LogicError** %2, align 8
  %4 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 8
  ret i8* %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD0Ev(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.DomainError*, align 8
  store %struct.DomainError* %0, %struct.DomainError** %2, align 8
  %3 = load %struct.DomainError*, %struct.DomainError** %2, align 8
  call void @_ZN11DomainErrorD2Ev(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.DomainError* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SilentD0Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Silent*, align 8
  store %struct.Silent* %0, %struct.Silent** %2, align 8
  %3 = load %struct.Silent*, %struct.Silent** %2, align 8
  call void @_ZN6SilentD2Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %3) #10
  %4 = bitcast %struct.Silent* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt9exception4whatEv(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
