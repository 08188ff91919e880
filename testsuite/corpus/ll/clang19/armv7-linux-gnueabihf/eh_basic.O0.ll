; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$_ZN7NoThrow1fEi = comdat any

$__clang_call_terminate = comdat any

$_ZN6TracerC2Ei = comdat any

$_ZN5ErrorC2EiPKc = comdat any

$_ZN5ErrorD2Ev = comdat any

$_ZN7IoErrorC2Eii = comdat any

$_ZN7IoErrorD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZNK5Error4kindEv = comdat any

$_ZN7IoErrorD0Ev = comdat any

$_ZNK7IoError4kindEv = comdat any

$_ZN6HolderC2Ei = comdat any

$_ZN6HolderD2Ev = comdat any

$_ZN6Holder5checkEi = comdat any

$_ZTS7IoError = comdat any

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

$_ZTI7IoError = comdat any

$_ZTSP5Error = comdat any

$_ZTIP5Error = comdat any

$_ZTS6Tracer = comdat any

$_ZTI6Tracer = comdat any

$_ZTV5Error = comdat any

$_ZTV7IoError = comdat any

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %8, 7
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11)
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr @_ZL6g_live, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %2, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %7, !llvm.loop !6

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0)
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25)
  %27 = load i32, ptr @_ZL13rethrow_count, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27)
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5)
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #9
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %2, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %45, %23
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr @_ZL6g_nlog, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %41
  %43 = load i32, ptr %42, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43)
  br label %45

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %36, !llvm.loop !8

48:                                               ; preds = %36
  %49 = load i32, ptr %2, align 4
  %50 = load i32, ptr @_ZL6g_live, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49, i32 noundef %50)
  %52 = load i32, ptr @_ZL6g_live, align 4
  %53 = icmp eq i32 %52, 0
  %54 = zext i1 %53 to i64
  %55 = select i1 %53, ptr @.str.7, ptr @.str.8
  %56 = call i32 @puts(ptr noundef %55)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %1
  br label %111

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %4, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #9
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %12, align 4
  %27 = load i32, ptr %12, align 4
  %28 = add nsw i32 100, %27
  store i32 %28, ptr %2, align 4
  call void @__cxa_end_catch() #9
  br label %112

29:                                               ; preds = %19
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9
  %31 = icmp eq i32 %20, %30
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 4
  %34 = call ptr @__cxa_begin_catch(ptr %33) #9
  %35 = load double, ptr %34, align 8
  store double %35, ptr %11, align 8
  %36 = load double, ptr %11, align 8
  %37 = fmul double %36, 2.000000e+00
  %38 = fptosi double %37 to i32
  %39 = add nsw i32 200, %38
  store i32 %39, ptr %2, align 4
  call void @__cxa_end_catch() #9
  br label %112

40:                                               ; preds = %29
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9
  %42 = icmp eq i32 %20, %41
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 4
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9
  store ptr %45, ptr %10, align 4
  %46 = load ptr, ptr %10, align 4
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = mul nsw i32 %48, 10
  %50 = add nsw i32 300, %49
  %51 = load ptr, ptr %10, align 4
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = add nsw i32 %50, %53
  store i32 %54, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %57 = icmp eq i32 %20, %56
  br i1 %57, label %58, label %72

58:                                               ; preds = %55
  %59 = load ptr, ptr %4, align 4
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9
  store ptr %60, ptr %9, align 4
  %61 = load ptr, ptr %9, align 4
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1
  %63 = load i32, ptr %62, align 4
  %64 = add nsw i32 400, %63
  %65 = load ptr, ptr %9, align 4
  %66 = load ptr, ptr %65, align 4
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 4
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 4 dereferenceable(12) %65)
          to label %70 unwind label %106

70:                                               ; preds = %58
  %71 = add nsw i32 %64, %69
  store i32 %71, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %112

72:                                               ; preds = %55
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #9
  %74 = icmp eq i32 %20, %73
  br i1 %74, label %75, label %90

75:                                               ; preds = %72
  %76 = load ptr, ptr %4, align 4
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9
  store ptr %77, ptr %7, align 4
  %78 = load ptr, ptr %7, align 4
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %79, align 4
  %81 = add nsw i32 500, %80
  store i32 %81, ptr %8, align 4
  %82 = load ptr, ptr %7, align 4
  %83 = icmp eq ptr %82, null
  br i1 %83, label %88, label %84

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 4
  %86 = getelementptr inbounds ptr, ptr %85, i64 1
  %87 = load ptr, ptr %86, align 4
  call void %87(ptr noundef nonnull align 4 dereferenceable(12) %82) #9
  br label %88

88:                                               ; preds = %84, %75
  %89 = load i32, ptr %8, align 4
  store i32 %89, ptr %2, align 4
  call void @__cxa_end_catch() #9
  br label %112

90:                                               ; preds = %72
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9
  %92 = icmp eq i32 %20, %91
  br i1 %92, label %93, label %103

93:                                               ; preds = %90
  %94 = load ptr, ptr %4, align 4
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9
  store ptr %95, ptr %6, align 4
  %96 = load ptr, ptr %6, align 4
  %97 = getelementptr inbounds i8, ptr %96, i32 0
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = icmp eq i32 %99, 99
  %101 = zext i1 %100 to i32
  %102 = add nsw i32 600, %101
  store i32 %102, ptr %2, align 4
  call void @__cxa_end_catch() #9
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 4
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9
  store i32 999, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %4, align 4
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %110 unwind label %119

110:                                              ; preds = %106
  br label %114

111:                                              ; preds = %14
  store i32 0, ptr %2, align 4
  br label %112

112:                                              ; preds = %111, %23, %32, %43, %70, %88, %93, %103
  %113 = load i32, ptr %2, align 4
  ret i32 %113

114:                                              ; preds = %110
  %115 = load ptr, ptr %4, align 4
  %116 = load i32, ptr %5, align 4
  %117 = insertvalue { ptr, i32 } poison, ptr %115, 0
  %118 = insertvalue { ptr, i32 } %117, i32 %116, 1
  resume { ptr, i32 } %118

119:                                              ; preds = %106
  %120 = landingpad { ptr, i32 }
          catch ptr null
  %121 = extractvalue { ptr, i32 } %120, 0
  call void @__clang_call_terminate(ptr %121) #10
  unreachable
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %57

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %3, align 4
  %25 = call ptr @__cxa_allocate_exception(i32 12) #9
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  %28 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %29 unwind label %30

29:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %58 unwind label %34

30:                                               ; preds = %18
  %31 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %4, align 4
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %5, align 4
  call void @__cxa_free_exception(ptr %25) #9
  br label %38

34:                                               ; preds = %29
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %4, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %5, align 4
  br label %38

38:                                               ; preds = %34, %30
  call void @__cxa_end_catch() #9
  br label %39

39:                                               ; preds = %38, %14
  %40 = load i32, ptr %5, align 4
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %54

43:                                               ; preds = %39
  %44 = load ptr, ptr %4, align 4
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9
  store ptr %45, ptr %7, align 4
  %46 = load ptr, ptr %7, align 4
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = mul nsw i32 %48, 100
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %52

52:                                               ; preds = %43, %54, %57
  %53 = load i32, ptr %3, align 4
  ret i32 %53

54:                                               ; preds = %39
  %55 = load ptr, ptr %4, align 4
  %56 = call ptr @__cxa_begin_catch(ptr %55) #9
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %52

57:                                               ; preds = %9
  br label %52

58:                                               ; preds = %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %10 unwind label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %2, align 4
  %13 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9
  br label %30

14:                                               ; preds = %1
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %5, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %6, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #9
  store ptr %24, ptr %7, align 4
  %25 = load ptr, ptr %7, align 4
  %26 = getelementptr inbounds %struct.IoError, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 -1000, %27
  store i32 %28, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

30:                                               ; preds = %22, %10
  %31 = load i32, ptr %2, align 4
  ret i32 %31

32:                                               ; preds = %18
  %33 = load ptr, ptr %5, align 4
  %34 = load i32, ptr %6, align 4
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, ptr %2, align 4
  switch i32 %8, label %58 [
    i32 0, label %9
    i32 1, label %15
    i32 2, label %17
    i32 3, label %25
    i32 4, label %33
    i32 5, label %48
    i32 6, label %50
  ]

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 42, ptr %10, align 8
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11
          to label %68 unwind label %11

11:                                               ; preds = %53, %48, %38, %28, %20, %15, %9
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %4, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %5, align 4
  br label %61

15:                                               ; preds = %1
  %16 = call ptr @__cxa_allocate_exception(i32 8) #9
  store double 3.500000e+00, ptr %16, align 8
  invoke void @__cxa_throw(ptr %16, ptr @_ZTId, ptr null) #11
          to label %68 unwind label %11

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 12) #9
  %19 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %18, i32 noundef 7, ptr noundef @.str.9)
          to label %20 unwind label %21

20:                                               ; preds = %17
  invoke void @__cxa_throw(ptr %18, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %68 unwind label %11

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  call void @__cxa_free_exception(ptr %18) #9
  br label %61

25:                                               ; preds = %1
  %26 = call ptr @__cxa_allocate_exception(i32 16) #9
  %27 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %26, i32 noundef 9, i32 noundef 3)
          to label %28 unwind label %29

28:                                               ; preds = %25
  invoke void @__cxa_throw(ptr %26, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
          to label %68 unwind label %11

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup
  %31 = extractvalue { ptr, i32 } %30, 0
  store ptr %31, ptr %4, align 4
  %32 = extractvalue { ptr, i32 } %30, 1
  store i32 %32, ptr %5, align 4
  call void @__cxa_free_exception(ptr %26) #9
  br label %61

33:                                               ; preds = %1
  %34 = call ptr @__cxa_allocate_exception(i32 4) #9
  %35 = invoke noalias noundef nonnull ptr @_Znwj(i32 noundef 12) #12
          to label %36 unwind label %39

36:                                               ; preds = %33
  %37 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %35, i32 noundef 11, ptr noundef @.str.10)
          to label %38 unwind label %43

38:                                               ; preds = %36
  store ptr %35, ptr %34, align 8
  invoke void @__cxa_throw(ptr %34, ptr @_ZTIP5Error, ptr null) #11
          to label %68 unwind label %11

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %4, align 4
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %5, align 4
  br label %47

43:                                               ; preds = %36
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = extractvalue { ptr, i32 } %44, 0
  store ptr %45, ptr %4, align 4
  %46 = extractvalue { ptr, i32 } %44, 1
  store i32 %46, ptr %5, align 4
  call void @_ZdlPvj(ptr noundef %35, i32 noundef 12) #13
  br label %47

47:                                               ; preds = %43, %39
  call void @__cxa_free_exception(ptr %34) #9
  br label %61

48:                                               ; preds = %1
  %49 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr @.str.11, ptr %49, align 8
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIPKc, ptr null) #11
          to label %68 unwind label %11

50:                                               ; preds = %1
  %51 = call ptr @__cxa_allocate_exception(i32 4) #9
  %52 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %51, i32 noundef 600)
          to label %53 unwind label %54

53:                                               ; preds = %50
  invoke void @__cxa_throw(ptr %51, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #11
          to label %68 unwind label %11

54:                                               ; preds = %50
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %4, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %5, align 4
  call void @__cxa_free_exception(ptr %51) #9
  br label %61

58:                                               ; preds = %1
  br label %59

59:                                               ; preds = %58
  %60 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

61:                                               ; preds = %54, %47, %29, %21, %11
  %62 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %63

63:                                               ; preds = %61
  %64 = load ptr, ptr %4, align 4
  %65 = load i32, ptr %5, align 4
  %66 = insertvalue { ptr, i32 } poison, ptr %64, 0
  %67 = insertvalue { ptr, i32 } %66, i32 %65, 1
  resume { ptr, i32 } %67

68:                                               ; preds = %53, %48, %38, %28, %20, %15, %9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZL6g_live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL6g_live, align 4
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  call void @_ZL4notei(i32 noundef %11)
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 4
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2
  %11 = load ptr, ptr %6, align 4
  store ptr %11, ptr %10, align 4
  ret ptr %7
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef @.str.12)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 4
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %10, align 4
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9
  ret ptr %3
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL6g_live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL6g_live, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 0, %7
  call void @_ZL4notei(i32 noundef %8)
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL4notei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6g_nlog, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = load i32, ptr @_ZL6g_nlog, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %7
  store i32 %6, ptr %9, align 4
  br label %10

10:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 12) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 50, %6
  %8 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %1
  br label %26

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %4, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %5, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #9
  %18 = load i32, ptr @_ZL13rethrow_count, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL13rethrow_count, align 4
  invoke void @__cxa_rethrow() #11
          to label %36 unwind label %20

20:                                               ; preds = %15
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %4, align 4
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %24 unwind label %33

24:                                               ; preds = %20
  %25 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %28

26:                                               ; preds = %10
  %27 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 4
  %30 = load i32, ptr %5, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %20
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #10
  unreachable

36:                                               ; preds = %15
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %17

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1
  %14 = load i32, ptr %4, align 4
  %15 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %14)
          to label %16 unwind label %21

16:                                               ; preds = %12
  store i32 %15, ptr %13, align 4
  call void @_ZL4notei(i32 noundef 777)
  br label %39

17:                                               ; preds = %2
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %5, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %6, align 4
  br label %26

21:                                               ; preds = %12
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %5, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %6, align 4
  %25 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9
  br label %26

26:                                               ; preds = %21, %17
  %27 = load i32, ptr %6, align 4
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %40

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #9
  store ptr %32, ptr %7, align 4
  call void @_ZL4notei(i32 noundef 888)
  invoke void @__cxa_rethrow()
          to label %33 unwind label %34

33:                                               ; preds = %30
  unreachable

34:                                               ; preds = %30
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %45

38:                                               ; preds = %34
  br label %40

39:                                               ; preds = %16
  ret ptr %8

40:                                               ; preds = %38, %26
  %41 = load ptr, ptr %5, align 4
  %42 = load i32, ptr %6, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44

45:                                               ; preds = %34
  %46 = landingpad { ptr, i32 }
          catch ptr null
  %47 = extractvalue { ptr, i32 } %46, 0
  call void @__clang_call_terminate(ptr %47) #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9
  ret ptr %3
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 16) #9
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = sub nsw i32 0, %10
  %12 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %8, i32 noundef %9, i32 noundef %11)
          to label %13 unwind label %14

13:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
  unreachable

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  call void @__cxa_free_exception(ptr %8) #9
  br label %21

18:                                               ; preds = %1
  %19 = load i32, ptr %2, align 4
  %20 = mul nsw i32 %19, 2
  ret i32 %20

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
