; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type <{ %struct.Error, i32, [4 x i8] }>
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
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 8
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Tracer }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
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

36:                                               ; preds = %46, %23
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr @_ZL6g_nlog, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %49

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %44)
  br label %46

46:                                               ; preds = %40
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %36, !llvm.loop !8

49:                                               ; preds = %36
  %50 = load i32, ptr %2, align 4
  %51 = load i32, ptr @_ZL6g_live, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %50, i32 noundef %51)
  %53 = load i32, ptr @_ZL6g_live, align 4
  %54 = icmp eq i32 %53, 0
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, ptr @.str.7, ptr @.str.8
  %57 = call i32 @puts(ptr noundef %56)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
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
  store ptr %17, ptr %4, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 8
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
  %33 = load ptr, ptr %4, align 8
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
  %44 = load ptr, ptr %4, align 8
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9
  store ptr %45, ptr %10, align 8
  %46 = load ptr, ptr %10, align 8
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1
  %48 = load i32, ptr %47, align 8
  %49 = mul nsw i32 %48, 10
  %50 = add nsw i32 300, %49
  %51 = load ptr, ptr %10, align 8
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 8
  %54 = add nsw i32 %50, %53
  store i32 %54, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %57 = icmp eq i32 %20, %56
  br i1 %57, label %58, label %72

58:                                               ; preds = %55
  %59 = load ptr, ptr %4, align 8
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9
  store ptr %60, ptr %9, align 8
  %61 = load ptr, ptr %9, align 8
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1
  %63 = load i32, ptr %62, align 8
  %64 = add nsw i32 400, %63
  %65 = load ptr, ptr %9, align 8
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 8
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 8 dereferenceable(24) %65)
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
  %76 = load ptr, ptr %4, align 8
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9
  store ptr %77, ptr %7, align 8
  %78 = load ptr, ptr %7, align 8
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %79, align 8
  %81 = add nsw i32 500, %80
  store i32 %81, ptr %8, align 4
  %82 = load ptr, ptr %7, align 8
  %83 = icmp eq ptr %82, null
  br i1 %83, label %88, label %84

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 8
  %86 = getelementptr inbounds ptr, ptr %85, i64 1
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(24) %82) #9
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
  %94 = load ptr, ptr %4, align 8
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9
  store ptr %95, ptr %6, align 8
  %96 = load ptr, ptr %6, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 0
  %98 = load i8, ptr %97, align 1
  %99 = sext i8 %98 to i32
  %100 = icmp eq i32 %99, 99
  %101 = zext i1 %100 to i32
  %102 = add nsw i32 600, %101
  store i32 %102, ptr %2, align 4
  call void @__cxa_end_catch() #9
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 8
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9
  store i32 999, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %4, align 8
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
  %115 = load ptr, ptr %4, align 8
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %56

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %38

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %3, align 4
  %25 = call ptr @__cxa_allocate_exception(i64 24) #9
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %28 unwind label %29

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %57 unwind label %33

29:                                               ; preds = %18
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %31 = extractvalue { ptr, i32 } %30, 0
  store ptr %31, ptr %4, align 8
  %32 = extractvalue { ptr, i32 } %30, 1
  store i32 %32, ptr %5, align 4
  call void @__cxa_free_exception(ptr %25) #9
  br label %37

33:                                               ; preds = %28
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %4, align 8
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %5, align 4
  br label %37

37:                                               ; preds = %33, %29
  call void @__cxa_end_catch() #9
  br label %38

38:                                               ; preds = %37, %14
  %39 = load i32, ptr %5, align 4
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %53

42:                                               ; preds = %38
  %43 = load ptr, ptr %4, align 8
  %44 = call ptr @__cxa_begin_catch(ptr %43) #9
  store ptr %44, ptr %7, align 8
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.Error, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 8
  %48 = mul nsw i32 %47, 100
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %51

51:                                               ; preds = %42, %53, %56
  %52 = load i32, ptr %3, align 4
  ret i32 %52

53:                                               ; preds = %38
  %54 = load ptr, ptr %4, align 8
  %55 = call ptr @__cxa_begin_catch(ptr %54) #9
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %51

56:                                               ; preds = %9
  br label %51

57:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %2, align 4
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9
  br label %28

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %5, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %6, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #9
  store ptr %22, ptr %7, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds %struct.IoError, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 8
  %26 = add nsw i32 -1000, %25
  store i32 %26, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

28:                                               ; preds = %20, %9
  %29 = load i32, ptr %2, align 4
  ret i32 %29

30:                                               ; preds = %16
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %6, align 4
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1
  resume { ptr, i32 } %34
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, ptr %2, align 4
  switch i32 %7, label %53 [
    i32 0, label %8
    i32 1, label %14
    i32 2, label %16
    i32 3, label %23
    i32 4, label %30
    i32 5, label %44
    i32 6, label %46
  ]

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 42, ptr %9, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #11
          to label %61 unwind label %10

10:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %55

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 8) #9
  store double 3.500000e+00, ptr %15, align 16
  invoke void @__cxa_throw(ptr %15, ptr @_ZTId, ptr null) #11
          to label %61 unwind label %10

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 24) #9
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %17, i32 noundef 7, ptr noundef @.str.9)
          to label %18 unwind label %19

18:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %61 unwind label %10

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %4, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %5, align 4
  call void @__cxa_free_exception(ptr %17) #9
  br label %55

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i64 32) #9
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %24, i32 noundef 9, i32 noundef 3)
          to label %25 unwind label %26

25:                                               ; preds = %23
  invoke void @__cxa_throw(ptr %24, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
          to label %61 unwind label %10

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %4, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %5, align 4
  call void @__cxa_free_exception(ptr %24) #9
  br label %55

30:                                               ; preds = %1
  %31 = call ptr @__cxa_allocate_exception(i64 8) #9
  %32 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #12
          to label %33 unwind label %35

33:                                               ; preds = %30
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %32, i32 noundef 11, ptr noundef @.str.10)
          to label %34 unwind label %39

34:                                               ; preds = %33
  store ptr %32, ptr %31, align 16
  invoke void @__cxa_throw(ptr %31, ptr @_ZTIP5Error, ptr null) #11
          to label %61 unwind label %10

35:                                               ; preds = %30
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = extractvalue { ptr, i32 } %36, 0
  store ptr %37, ptr %4, align 8
  %38 = extractvalue { ptr, i32 } %36, 1
  store i32 %38, ptr %5, align 4
  br label %43

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %4, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %32, i64 noundef 24) #13
  br label %43

43:                                               ; preds = %39, %35
  call void @__cxa_free_exception(ptr %31) #9
  br label %55

44:                                               ; preds = %1
  %45 = call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.11, ptr %45, align 16
  invoke void @__cxa_throw(ptr %45, ptr @_ZTIPKc, ptr null) #11
          to label %61 unwind label %10

46:                                               ; preds = %1
  %47 = call ptr @__cxa_allocate_exception(i64 4) #9
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %47, i32 noundef 600)
          to label %48 unwind label %49

48:                                               ; preds = %46
  invoke void @__cxa_throw(ptr %47, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #11
          to label %61 unwind label %10

49:                                               ; preds = %46
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %4, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %5, align 4
  call void @__cxa_free_exception(ptr %47) #9
  br label %55

53:                                               ; preds = %1
  br label %54

54:                                               ; preds = %53
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

55:                                               ; preds = %49, %43, %26, %19, %10
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %56

56:                                               ; preds = %55
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %5, align 4
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1
  resume { ptr, i32 } %60

61:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZL6g_live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL6g_live, align 4
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  call void @_ZL4notei(i32 noundef %11)
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2
  %11 = load ptr, ptr %6, align 8
  store ptr %11, ptr %10, align 8
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  call void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %8, ptr noundef @.str.12)
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 8
  %9 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1
  %10 = load i32, ptr %6, align 4
  store i32 %10, ptr %9, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL6g_live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL6g_live, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 0, %7
  call void @_ZL4notei(i32 noundef %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6g_nlog, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = load i32, ptr @_ZL6g_nlog, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL6g_nlog, align 4
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9
  store i32 %6, ptr %10, align 4
  br label %11

11:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 50, %6
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7)
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %24

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = call ptr @__cxa_begin_catch(ptr %15) #9
  %17 = load i32, ptr @_ZL13rethrow_count, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL13rethrow_count, align 4
  invoke void @__cxa_rethrow() #11
          to label %33 unwind label %19

19:                                               ; preds = %14
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %4, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %25

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

25:                                               ; preds = %23
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #10
  unreachable

33:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1
  %13 = load i32, ptr %4, align 4
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4
  call void @_ZL4notei(i32 noundef 777)
  br label %37

16:                                               ; preds = %2
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %24

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %5, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %6, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9
  br label %24

24:                                               ; preds = %20, %16
  %25 = load i32, ptr %6, align 4
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %38

28:                                               ; preds = %24
  %29 = load ptr, ptr %5, align 8
  %30 = call ptr @__cxa_begin_catch(ptr %29) #9
  store ptr %30, ptr %7, align 8
  call void @_ZL4notei(i32 noundef 888)
  invoke void @__cxa_rethrow()
          to label %31 unwind label %32

31:                                               ; preds = %28
  unreachable

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %5, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %36 unwind label %43

36:                                               ; preds = %32
  br label %38

37:                                               ; preds = %15
  ret void

38:                                               ; preds = %36, %24
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %6, align 4
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1
  resume { ptr, i32 } %42

43:                                               ; preds = %32
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  call void @__clang_call_terminate(ptr %45) #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 32) #9
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = sub nsw i32 0, %10
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %8, i32 noundef %9, i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
  unreachable

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  call void @__cxa_free_exception(ptr %8) #9
  br label %20

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4
  %19 = mul nsw i32 %18, 2
  ret i32 %19

20:                                               ; preds = %13
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %4, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
