; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$_ZN7NoThrow1fEi = comdat any

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
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 {
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
  br label %7, !llvm.loop !2

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0)
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25)
  %27 = load i32, ptr @_ZL13rethrow_count, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27)
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5)
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #10
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
  br label %36, !llvm.loop !4

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
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %12 = load i32, ptr %3, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %104 unwind label %13

13:                                               ; preds = %1
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI7IoError, ptr @_ZTI5Error, ptr @_ZTIP5Error, ptr @_ZTIPKc, ptr null]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %4, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %15
  %22 = load ptr, ptr %4, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #10 [ "funclet"(token %16) ]
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %11, align 4
  %25 = load i32, ptr %11, align 4
  %26 = add nsw i32 100, %25
  store i32 %26, ptr %2, align 4
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ]
  catchret from %16 to label %114

27:                                               ; preds = %15
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #10
  %29 = icmp eq i32 %18, %28
  br i1 %29, label %30, label %38

30:                                               ; preds = %27
  %31 = load ptr, ptr %4, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #10 [ "funclet"(token %16) ]
  %33 = load double, ptr %32, align 8
  store double %33, ptr %10, align 8
  %34 = load double, ptr %10, align 8
  %35 = fmul double %34, 2.000000e+00
  %36 = fptosi double %35 to i32
  %37 = add nsw i32 200, %36
  store i32 %37, ptr %2, align 4
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ]
  catchret from %16 to label %113

38:                                               ; preds = %27
  %39 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #10
  %40 = icmp eq i32 %18, %39
  br i1 %40, label %41, label %53

41:                                               ; preds = %38
  %42 = load ptr, ptr %4, align 4
  %43 = call ptr @__cxa_begin_catch(ptr %42) #10 [ "funclet"(token %16) ]
  store ptr %43, ptr %9, align 4
  %44 = load ptr, ptr %9, align 4
  %45 = getelementptr inbounds %struct.Error, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = mul nsw i32 %46, 10
  %48 = add nsw i32 300, %47
  %49 = load ptr, ptr %9, align 4
  %50 = getelementptr inbounds %struct.IoError, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %48, %51
  store i32 %52, ptr %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %112

53:                                               ; preds = %38
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10
  %55 = icmp eq i32 %18, %54
  br i1 %55, label %56, label %70

56:                                               ; preds = %53
  %57 = load ptr, ptr %4, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #10 [ "funclet"(token %16) ]
  store ptr %58, ptr %8, align 4
  %59 = load ptr, ptr %8, align 4
  %60 = getelementptr inbounds %struct.Error, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = add nsw i32 400, %61
  %63 = load ptr, ptr %8, align 4
  %64 = load ptr, ptr %63, align 4
  %65 = getelementptr inbounds ptr, ptr %64, i64 2
  %66 = load ptr, ptr %65, align 4
  %67 = invoke noundef i32 %66(ptr noundef nonnull align 4 dereferenceable(12) %63) [ "funclet"(token %16) ]
          to label %68 unwind label %108

68:                                               ; preds = %56
  %69 = add nsw i32 %62, %67
  store i32 %69, ptr %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %111

70:                                               ; preds = %53
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #10
  %72 = icmp eq i32 %18, %71
  br i1 %72, label %73, label %88

73:                                               ; preds = %70
  %74 = load ptr, ptr %4, align 4
  %75 = call ptr @__cxa_begin_catch(ptr %74) #10 [ "funclet"(token %16) ]
  store ptr %75, ptr %6, align 4
  %76 = load ptr, ptr %6, align 4
  %77 = getelementptr inbounds %struct.Error, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %77, align 4
  %79 = add nsw i32 500, %78
  store i32 %79, ptr %7, align 4
  %80 = load ptr, ptr %6, align 4
  %81 = icmp eq ptr %80, null
  br i1 %81, label %86, label %82

82:                                               ; preds = %73
  %83 = load ptr, ptr %80, align 4
  %84 = getelementptr inbounds ptr, ptr %83, i64 1
  %85 = load ptr, ptr %84, align 4
  call void %85(ptr noundef nonnull align 4 dereferenceable(12) %80) #10 [ "funclet"(token %16) ]
  br label %86

86:                                               ; preds = %82, %73
  %87 = load i32, ptr %7, align 4
  store i32 %87, ptr %2, align 4
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ]
  catchret from %16 to label %107

88:                                               ; preds = %70
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #10
  %90 = icmp eq i32 %18, %89
  br i1 %90, label %91, label %101

91:                                               ; preds = %88
  %92 = load ptr, ptr %4, align 4
  %93 = call ptr @__cxa_begin_catch(ptr %92) #10 [ "funclet"(token %16) ]
  store ptr %93, ptr %5, align 4
  %94 = load ptr, ptr %5, align 4
  %95 = getelementptr inbounds i8, ptr %94, i32 0
  %96 = load i8, ptr %95, align 1
  %97 = sext i8 %96 to i32
  %98 = icmp eq i32 %97, 99
  %99 = zext i1 %98 to i32
  %100 = add nsw i32 600, %99
  store i32 %100, ptr %2, align 4
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ]
  catchret from %16 to label %106

101:                                              ; preds = %88
  %102 = load ptr, ptr %4, align 4
  %103 = call ptr @__cxa_begin_catch(ptr %102) #10 [ "funclet"(token %16) ]
  store i32 999, ptr %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %105

104:                                              ; preds = %1
  br label %115

105:                                              ; preds = %101
  br label %116

106:                                              ; preds = %91
  br label %116

107:                                              ; preds = %86
  br label %116

108:                                              ; preds = %56
  %109 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %109) ]
          to label %110 unwind label %118

110:                                              ; preds = %108
  cleanupret from %109 unwind to caller

111:                                              ; preds = %68
  br label %116

112:                                              ; preds = %41
  br label %116

113:                                              ; preds = %30
  br label %116

114:                                              ; preds = %21
  br label %116

115:                                              ; preds = %104
  store i32 0, ptr %2, align 4
  br label %116

116:                                              ; preds = %115, %114, %113, %112, %111, %107, %106, %105
  %117 = load i32, ptr %2, align 4
  ret i32 %117

118:                                              ; preds = %108
  %119 = cleanuppad within %109 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %119) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %7)
          to label %54 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %29

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi]
  %12 = call ptr @llvm.wasm.get.exception(token %11)
  store ptr %12, ptr %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %10
  %17 = load ptr, ptr %4, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #10 [ "funclet"(token %11) ]
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %3, align 4
  %23 = call ptr @__cxa_allocate_exception(i32 12) #10 [ "funclet"(token %11) ]
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  %26 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef %25, ptr noundef @.str.13) [ "funclet"(token %11) ]
          to label %27 unwind label %55

27:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %23, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #8 [ "funclet"(token %11) ]
          to label %59 unwind label %57

28:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %11) ]
          to label %59 unwind label %29

29:                                               ; preds = %28, %57, %8
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTI5Error, ptr null]
  %33 = call ptr @llvm.wasm.get.exception(token %32)
  store ptr %33, ptr %4, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %31
  %38 = load ptr, ptr %4, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #10 [ "funclet"(token %32) ]
  store ptr %39, ptr %6, align 4
  %40 = load ptr, ptr %6, align 4
  %41 = getelementptr inbounds %struct.Error, ptr %40, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  %43 = mul nsw i32 %42, 100
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %32) ]
  catchret from %32 to label %46

46:                                               ; preds = %37
  br label %47

47:                                               ; preds = %46, %52, %53
  %48 = load i32, ptr %3, align 4
  ret i32 %48

49:                                               ; preds = %31
  %50 = load ptr, ptr %4, align 4
  %51 = call ptr @__cxa_begin_catch(ptr %50) #10 [ "funclet"(token %32) ]
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %32) ]
  catchret from %32 to label %52

52:                                               ; preds = %49
  br label %47

53:                                               ; preds = %54
  br label %47

54:                                               ; preds = %1
  br label %53

55:                                               ; preds = %16
  %56 = cleanuppad within %11 []
  call void @__cxa_free_exception(ptr %23) #10 [ "funclet"(token %56) ]
  cleanupret from %56 unwind label %57

57:                                               ; preds = %27, %55
  %58 = cleanuppad within %11 []
  call void @__cxa_end_catch() #10 [ "funclet"(token %58) ]
  cleanupret from %58 unwind label %29

59:                                               ; preds = %28, %27
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %7)
          to label %26 unwind label %9

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTI7IoError]
  %13 = call ptr @llvm.wasm.get.exception(token %12)
  store ptr %13, ptr %5, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #10
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %11
  %18 = load ptr, ptr %5, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #10 [ "funclet"(token %12) ]
  store ptr %19, ptr %6, align 4
  %20 = load ptr, ptr %6, align 4
  %21 = getelementptr inbounds %struct.IoError, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 -1000, %22
  store i32 %23, ptr %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %30

24:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %12) ]
  unreachable

25:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

26:                                               ; preds = %1
  %27 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %2, align 4
  %29 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #10
  br label %31

30:                                               ; preds = %17
  br label %31

31:                                               ; preds = %30, %26
  %32 = load i32, ptr %2, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat {
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
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4)
  %6 = load i32, ptr %2, align 4
  switch i32 %6, label %41 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %11
    i32 3, label %17
    i32 4, label %23
    i32 5, label %33
    i32 6, label %35
  ]

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 42, ptr %8, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #8
          to label %47 unwind label %44

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 8) #10
  store double 3.500000e+00, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTId, ptr null) #8
          to label %47 unwind label %44

11:                                               ; preds = %1
  %12 = call ptr @__cxa_allocate_exception(i32 12) #10
  %13 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 7, ptr noundef @.str.9)
          to label %14 unwind label %15

14:                                               ; preds = %11
  invoke void @__cxa_throw(ptr %12, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #8
          to label %47 unwind label %44

15:                                               ; preds = %11
  %16 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %12) #10 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %44

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 16) #10
  %19 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %18, i32 noundef 9, i32 noundef 3)
          to label %20 unwind label %21

20:                                               ; preds = %17
  invoke void @__cxa_throw(ptr %18, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #8
          to label %47 unwind label %44

21:                                               ; preds = %17
  %22 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %18) #10 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %44

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i32 4) #10
  %25 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 12) #12
          to label %26 unwind label %31

26:                                               ; preds = %23
  %27 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 11, ptr noundef @.str.10)
          to label %28 unwind label %29

28:                                               ; preds = %26
  store ptr %25, ptr %24, align 16
  invoke void @__cxa_throw(ptr %24, ptr @_ZTIP5Error, ptr null) #8
          to label %47 unwind label %44

29:                                               ; preds = %26
  %30 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %25, i32 noundef 12) #13 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %31

31:                                               ; preds = %29, %23
  %32 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %24) #10 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %44

33:                                               ; preds = %1
  %34 = call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr @.str.11, ptr %34, align 16
  invoke void @__cxa_throw(ptr %34, ptr @_ZTIPKc, ptr null) #8
          to label %47 unwind label %44

35:                                               ; preds = %1
  %36 = call ptr @__cxa_allocate_exception(i32 4) #10
  %37 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %36, i32 noundef 600)
          to label %38 unwind label %39

38:                                               ; preds = %35
  invoke void @__cxa_throw(ptr %36, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #8
          to label %47 unwind label %44

39:                                               ; preds = %35
  %40 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %36) #10 [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %44

41:                                               ; preds = %1
  br label %42

42:                                               ; preds = %41
  %43 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret void

44:                                               ; preds = %38, %39, %33, %28, %31, %20, %21, %14, %15, %9, %7
  %45 = cleanuppad within none []
  %46 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %45) ]
  cleanupret from %45 unwind to caller

47:                                               ; preds = %38, %33, %28, %20, %14, %9, %7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #10
  ret ptr %3
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
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
define linkonce_odr hidden void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 12) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = add nsw i32 50, %5
  %7 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %20 unwind label %9

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind label %26

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr null]
  %13 = call ptr @llvm.wasm.get.exception(token %12)
  store ptr %13, ptr %4, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #10 [ "funclet"(token %12) ]
  %18 = load i32, ptr @_ZL13rethrow_count, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL13rethrow_count, align 4
  invoke void @__cxa_rethrow() #8 [ "funclet"(token %12) ]
          to label %29 unwind label %21

20:                                               ; preds = %1
  br label %24

21:                                               ; preds = %15
  %22 = cleanuppad within %12 []
  invoke void @__cxa_end_catch() [ "funclet"(token %22) ]
          to label %23 unwind label %30

23:                                               ; preds = %21
  cleanupret from %22 unwind label %26

24:                                               ; preds = %20
  %25 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret void

26:                                               ; preds = %23, %9
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %15
  unreachable

30:                                               ; preds = %21
  %31 = cleanuppad within %22 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %31) ]
  unreachable
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %4, align 4
  %10 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 1
  %13 = load i32, ptr %4, align 4
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %16

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4
  call void @_ZL4notei(i32 noundef 777)
  br label %32

16:                                               ; preds = %11
  %17 = cleanuppad within none []
  %18 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #10 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %19

19:                                               ; preds = %16, %2
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTI5Error]
  %23 = call ptr @llvm.wasm.get.exception(token %22)
  store ptr %23, ptr %5, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = load ptr, ptr %5, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #10 [ "funclet"(token %22) ]
  store ptr %29, ptr %6, align 4
  call void @_ZL4notei(i32 noundef 888) [ "funclet"(token %22) ]
  invoke void @__cxa_rethrow() [ "funclet"(token %22) ]
          to label %30 unwind label %33

30:                                               ; preds = %27
  unreachable

31:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %22) ]
  unreachable

32:                                               ; preds = %15
  ret ptr %7

33:                                               ; preds = %27
  %34 = cleanuppad within %22 []
  invoke void @__cxa_end_catch() [ "funclet"(token %34) ]
          to label %35 unwind label %36

35:                                               ; preds = %33
  cleanupret from %34 unwind to caller

36:                                               ; preds = %33
  %37 = cleanuppad within %34 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %37) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #10
  ret ptr %3
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %14

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 16) #10
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 0, %8
  %10 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %6, i32 noundef %7, i32 noundef %9)
          to label %11 unwind label %12

11:                                               ; preds = %5
  call void @__cxa_throw(ptr %6, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #8
  unreachable

12:                                               ; preds = %5
  %13 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %6) #10 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4
  %16 = mul nsw i32 %15, 2
  ret i32 %16
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { noreturn }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
