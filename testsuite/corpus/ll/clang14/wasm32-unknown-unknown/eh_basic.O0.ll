; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
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
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp sle i32 %8, 7
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11)
  store i32 %12, i32* %4, align 4
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %4, align 4
  %15 = load i32, i32* @_ZL6g_live, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = load i32, i32* %4, align 4
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, i32* %2, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %3, align 4
  br label %7, !llvm.loop !2

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0)
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25)
  %27 = load i32, i32* @_ZL13rethrow_count, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27)
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5)
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #4
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, i32* %2, align 4
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  store i32 0, i32* %6, align 4
  br label %36

36:                                               ; preds = %45, %23
  %37 = load i32, i32* %6, align 4
  %38 = load i32, i32* @_ZL6g_nlog, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43)
  br label %45

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %6, align 4
  br label %36, !llvm.loop !4

48:                                               ; preds = %36
  %49 = load i32, i32* %2, align 4
  %50 = load i32, i32* @_ZL6g_live, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %49, i32 noundef %50)
  %52 = load i32, i32* @_ZL6g_live, align 4
  %53 = icmp eq i32 %52, 0
  %54 = zext i1 %53 to i64
  %55 = select i1 %53, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0)
  %56 = call i32 @puts(i8* noundef %55)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Error*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Error*, align 4
  %9 = alloca %struct.IoError*, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %12 = load i32, i32* %3, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %112 unwind label %13

13:                                               ; preds = %1
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* bitcast (i8** @_ZTIPKc to i8*), i8* null]
  %17 = call i8* @llvm.wasm.get.exception(token %16)
  store i8* %17, i8** %4, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %15
  %22 = load i8*, i8** %4, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #4 [ "funclet"(token %16) ]
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %11, align 4
  %26 = load i32, i32* %11, align 4
  %27 = add nsw i32 100, %26
  store i32 %27, i32* %2, align 4
  call void @__cxa_end_catch() #4 [ "funclet"(token %16) ]
  catchret from %16 to label %122

28:                                               ; preds = %15
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #4
  %30 = icmp eq i32 %18, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = load i8*, i8** %4, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #4 [ "funclet"(token %16) ]
  %34 = bitcast i8* %33 to double*
  %35 = load double, double* %34, align 8
  store double %35, double* %10, align 8
  %36 = load double, double* %10, align 8
  %37 = fmul double %36, 2.000000e+00
  %38 = fptosi double %37 to i32
  %39 = add nsw i32 200, %38
  store i32 %39, i32* %2, align 4
  call void @__cxa_end_catch() #4 [ "funclet"(token %16) ]
  catchret from %16 to label %121

40:                                               ; preds = %28
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #4
  %42 = icmp eq i32 %18, %41
  br i1 %42, label %43, label %57

43:                                               ; preds = %40
  %44 = load i8*, i8** %4, align 4
  %45 = call i8* @__cxa_begin_catch(i8* %44) #4 [ "funclet"(token %16) ]
  %46 = bitcast i8* %45 to %struct.IoError*
  store %struct.IoError* %46, %struct.IoError** %9, align 4
  %47 = load %struct.IoError*, %struct.IoError** %9, align 4
  %48 = bitcast %struct.IoError* %47 to %struct.Error*
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %48, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = mul nsw i32 %50, 10
  %52 = add nsw i32 300, %51
  %53 = load %struct.IoError*, %struct.IoError** %9, align 4
  %54 = getelementptr inbounds %struct.IoError, %struct.IoError* %53, i32 0, i32 1
  %55 = load i32, i32* %54, align 4
  %56 = add nsw i32 %52, %55
  store i32 %56, i32* %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %120

57:                                               ; preds = %40
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %59 = icmp eq i32 %18, %58
  br i1 %59, label %60, label %76

60:                                               ; preds = %57
  %61 = load i8*, i8** %4, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #4 [ "funclet"(token %16) ]
  %63 = bitcast i8* %62 to %struct.Error*
  store %struct.Error* %63, %struct.Error** %8, align 4
  %64 = load %struct.Error*, %struct.Error** %8, align 4
  %65 = getelementptr inbounds %struct.Error, %struct.Error* %64, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 400, %66
  %68 = load %struct.Error*, %struct.Error** %8, align 4
  %69 = bitcast %struct.Error* %68 to i32 (%struct.Error*)***
  %70 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %69, align 4
  %71 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %70, i64 2
  %72 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %71, align 4
  %73 = invoke noundef i32 %72(%struct.Error* noundef nonnull align 4 dereferenceable(12) %68) [ "funclet"(token %16) ]
          to label %74 unwind label %116

74:                                               ; preds = %60
  %75 = add nsw i32 %67, %73
  store i32 %75, i32* %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %119

76:                                               ; preds = %57
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #4
  %78 = icmp eq i32 %18, %77
  br i1 %78, label %79, label %96

79:                                               ; preds = %76
  %80 = load i8*, i8** %4, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #4 [ "funclet"(token %16) ]
  %82 = bitcast i8* %81 to %struct.Error*
  store %struct.Error* %82, %struct.Error** %6, align 4
  %83 = load %struct.Error*, %struct.Error** %6, align 4
  %84 = getelementptr inbounds %struct.Error, %struct.Error* %83, i32 0, i32 1
  %85 = load i32, i32* %84, align 4
  %86 = add nsw i32 500, %85
  store i32 %86, i32* %7, align 4
  %87 = load %struct.Error*, %struct.Error** %6, align 4
  %88 = icmp eq %struct.Error* %87, null
  br i1 %88, label %94, label %89

89:                                               ; preds = %79
  %90 = bitcast %struct.Error* %87 to void (%struct.Error*)***
  %91 = load void (%struct.Error*)**, void (%struct.Error*)*** %90, align 4
  %92 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %91, i64 1
  %93 = load void (%struct.Error*)*, void (%struct.Error*)** %92, align 4
  call void %93(%struct.Error* noundef nonnull align 4 dereferenceable(12) %87) #4 [ "funclet"(token %16) ]
  br label %94

94:                                               ; preds = %89, %79
  %95 = load i32, i32* %7, align 4
  store i32 %95, i32* %2, align 4
  call void @__cxa_end_catch() #4 [ "funclet"(token %16) ]
  catchret from %16 to label %115

96:                                               ; preds = %76
  %97 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #4
  %98 = icmp eq i32 %18, %97
  br i1 %98, label %99, label %109

99:                                               ; preds = %96
  %100 = load i8*, i8** %4, align 4
  %101 = call i8* @__cxa_begin_catch(i8* %100) #4 [ "funclet"(token %16) ]
  store i8* %101, i8** %5, align 4
  %102 = load i8*, i8** %5, align 4
  %103 = getelementptr inbounds i8, i8* %102, i32 0
  %104 = load i8, i8* %103, align 1
  %105 = sext i8 %104 to i32
  %106 = icmp eq i32 %105, 99
  %107 = zext i1 %106 to i32
  %108 = add nsw i32 600, %107
  store i32 %108, i32* %2, align 4
  call void @__cxa_end_catch() #4 [ "funclet"(token %16) ]
  catchret from %16 to label %114

109:                                              ; preds = %96
  %110 = load i8*, i8** %4, align 4
  %111 = call i8* @__cxa_begin_catch(i8* %110) #4 [ "funclet"(token %16) ]
  store i32 999, i32* %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %113

112:                                              ; preds = %1
  br label %123

113:                                              ; preds = %109
  br label %124

114:                                              ; preds = %99
  br label %124

115:                                              ; preds = %94
  br label %124

116:                                              ; preds = %60
  %117 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %117) ]
          to label %118 unwind label %126

118:                                              ; preds = %116
  cleanupret from %117 unwind to caller

119:                                              ; preds = %74
  br label %124

120:                                              ; preds = %43
  br label %124

121:                                              ; preds = %31
  br label %124

122:                                              ; preds = %21
  br label %124

123:                                              ; preds = %112
  store i32 0, i32* %2, align 4
  br label %124

124:                                              ; preds = %123, %122, %121, %120, %119, %115, %114, %113
  %125 = load i32, i32* %2, align 4
  ret i32 %125

126:                                              ; preds = %116
  %127 = cleanuppad within %117 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %127) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %7 = load i32, i32* %2, align 4
  invoke void @_ZL6middlei(i32 noundef %7)
          to label %57 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %31

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i8** @_ZTIi to i8*)]
  %12 = call i8* @llvm.wasm.get.exception(token %11)
  store i8* %12, i8** %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %10
  %17 = load i8*, i8** %4, align 4
  %18 = call i8* @__cxa_begin_catch(i8* %17) #4 [ "funclet"(token %11) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %3, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, i32* %3, align 4
  %24 = call i8* @__cxa_allocate_exception(i32 12) #4 [ "funclet"(token %11) ]
  %25 = bitcast i8* %24 to %struct.Error*
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  %28 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %27, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0)) [ "funclet"(token %11) ]
          to label %29 unwind label %58

29:                                               ; preds = %16
  invoke void @__cxa_throw(i8* %24, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #10 [ "funclet"(token %11) ]
          to label %62 unwind label %60

30:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %11) ]
          to label %62 unwind label %31

31:                                               ; preds = %30, %60, %8
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null]
  %35 = call i8* @llvm.wasm.get.exception(token %34)
  store i8* %35, i8** %4, align 4
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %52

39:                                               ; preds = %33
  %40 = load i8*, i8** %4, align 4
  %41 = call i8* @__cxa_begin_catch(i8* %40) #4 [ "funclet"(token %34) ]
  %42 = bitcast i8* %41 to %struct.Error*
  store %struct.Error* %42, %struct.Error** %6, align 4
  %43 = load %struct.Error*, %struct.Error** %6, align 4
  %44 = getelementptr inbounds %struct.Error, %struct.Error* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = mul nsw i32 %45, 100
  %47 = load i32, i32* %3, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, i32* %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %49

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %55, %56
  %51 = load i32, i32* %3, align 4
  ret i32 %51

52:                                               ; preds = %33
  %53 = load i8*, i8** %4, align 4
  %54 = call i8* @__cxa_begin_catch(i8* %53) #4 [ "funclet"(token %34) ]
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %55

55:                                               ; preds = %52
  br label %50

56:                                               ; preds = %57
  br label %50

57:                                               ; preds = %1
  br label %56

58:                                               ; preds = %16
  %59 = cleanuppad within %11 []
  call void @__cxa_free_exception(i8* %24) #4 [ "funclet"(token %59) ]
  cleanupret from %59 unwind label %60

60:                                               ; preds = %29, %58
  %61 = cleanuppad within %11 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %61) ]
  cleanupret from %61 unwind label %31

62:                                               ; preds = %30, %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %7)
          to label %27 unwind label %9

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)]
  %13 = call i8* @llvm.wasm.get.exception(token %12)
  store i8* %13, i8** %5, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #4
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %11
  %18 = load i8*, i8** %5, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #4 [ "funclet"(token %12) ]
  %20 = bitcast i8* %19 to %struct.IoError*
  store %struct.IoError* %20, %struct.IoError** %6, align 4
  %21 = load %struct.IoError*, %struct.IoError** %6, align 4
  %22 = getelementptr inbounds %struct.IoError, %struct.IoError* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 -1000, %23
  store i32 %24, i32* %2, align 4
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %31

25:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %12) ]
  unreachable

26:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

27:                                               ; preds = %1
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %2, align 4
  %30 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #4
  br label %32

31:                                               ; preds = %17
  br label %32

32:                                               ; preds = %31, %27
  %33 = load i32, i32* %2, align 4
  ret i32 %33
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat {
  %3 = alloca %struct.NoThrow*, align 4
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

declare i32 @puts(i8* noundef) #2

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4)
  %6 = load i32, i32* %2, align 4
  switch i32 %6, label %49 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %20
    i32 4, label %27
    i32 5, label %39
    i32 6, label %42
  ]

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to i32*
  store i32 42, i32* %9, align 16
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %55 unwind label %52

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 8) #4
  %12 = bitcast i8* %11 to double*
  store double 3.500000e+00, double* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTId to i8*), i8* null) #10
          to label %55 unwind label %52

13:                                               ; preds = %1
  %14 = call i8* @__cxa_allocate_exception(i32 12) #4
  %15 = bitcast i8* %14 to %struct.Error*
  %16 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %17 unwind label %18

17:                                               ; preds = %13
  invoke void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #10
          to label %55 unwind label %52

18:                                               ; preds = %13
  %19 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %14) #4 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %52

20:                                               ; preds = %1
  %21 = call i8* @__cxa_allocate_exception(i32 16) #4
  %22 = bitcast i8* %21 to %struct.IoError*
  %23 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %22, i32 noundef 9, i32 noundef 3)
          to label %24 unwind label %25

24:                                               ; preds = %20
  invoke void @__cxa_throw(i8* %21, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #10
          to label %55 unwind label %52

25:                                               ; preds = %20
  %26 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %21) #4 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %52

27:                                               ; preds = %1
  %28 = call i8* @__cxa_allocate_exception(i32 4) #4
  %29 = bitcast i8* %28 to %struct.Error**
  %30 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 12) #13
          to label %31 unwind label %37

31:                                               ; preds = %27
  %32 = bitcast i8* %30 to %struct.Error*
  %33 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %32, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %34 unwind label %35

34:                                               ; preds = %31
  store %struct.Error* %32, %struct.Error** %29, align 16
  invoke void @__cxa_throw(i8* %28, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #10
          to label %55 unwind label %52

35:                                               ; preds = %31
  %36 = cleanuppad within none []
  call void @_ZdlPv(i8* noundef %30) #14 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %37

37:                                               ; preds = %35, %27
  %38 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %28) #4 [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %52

39:                                               ; preds = %1
  %40 = call i8* @__cxa_allocate_exception(i32 4) #4
  %41 = bitcast i8* %40 to i8**
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %41, align 16
  invoke void @__cxa_throw(i8* %40, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
          to label %55 unwind label %52

42:                                               ; preds = %1
  %43 = call i8* @__cxa_allocate_exception(i32 4) #4
  %44 = bitcast i8* %43 to %struct.Tracer*
  %45 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %44, i32 noundef 600)
          to label %46 unwind label %47

46:                                               ; preds = %42
  invoke void @__cxa_throw(i8* %43, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #10
          to label %55 unwind label %52

47:                                               ; preds = %42
  %48 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %43) #4 [ "funclet"(token %48) ]
  cleanupret from %48 unwind label %52

49:                                               ; preds = %1
  br label %50

50:                                               ; preds = %49
  %51 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void

52:                                               ; preds = %46, %47, %39, %34, %37, %24, %25, %17, %18, %10, %7
  %53 = cleanuppad within none []
  %54 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #4 [ "funclet"(token %53) ]
  cleanupret from %53 unwind to caller

55:                                               ; preds = %46, %39, %34, %24, %17, %10, %7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @_ZL6g_live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL6g_live, align 4
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  call void @_ZL4notei(i32 noundef %11)
  ret %struct.Tracer* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #7 comdat {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = bitcast %struct.Error* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1
  %10 = load i32, i32* %5, align 4
  store i32 %10, i32* %9, align 4
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2
  %12 = load i8*, i8** %6, align 4
  store i8* %12, i8** %11, align 4
  ret %struct.Error* %7
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret %struct.Error* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #7 comdat {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = bitcast %struct.IoError* %7 to %struct.Error*
  %9 = load i32, i32* %5, align 4
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0))
  %11 = bitcast %struct.IoError* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1
  %13 = load i32, i32* %6, align 4
  store i32 %13, i32* %12, align 4
  ret %struct.IoError* %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*
  %5 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #4
  ret %struct.IoError* %3
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = load i32, i32* @_ZL6g_live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZL6g_live, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = sub nsw i32 0, %7
  call void @_ZL4notei(i32 noundef %8)
  ret %struct.Tracer* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL4notei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL6g_nlog, align 4
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* @_ZL6g_nlog, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @_ZL6g_nlog, align 4
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %7
  store i32 %6, i32* %9, align 4
  br label %10

10:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #4
  %5 = bitcast %struct.Error* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #4
  %5 = bitcast %struct.IoError* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = add nsw i32 50, %5
  %7 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %20 unwind label %9

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind label %26

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* null]
  %13 = call i8* @llvm.wasm.get.exception(token %12)
  store i8* %13, i8** %4, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  br label %15

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #4 [ "funclet"(token %12) ]
  %18 = load i32, i32* @_ZL13rethrow_count, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @_ZL13rethrow_count, align 4
  invoke void @__cxa_rethrow() #10 [ "funclet"(token %12) ]
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
  %25 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void

26:                                               ; preds = %23, %9
  %27 = cleanuppad within none []
  %28 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #4 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %15
  unreachable

30:                                               ; preds = %21
  %31 = cleanuppad within %22 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %31) ]
  unreachable
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %struct.Holder*, %struct.Holder** %3, align 4
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i32 0, i32 0
  %9 = load i32, i32* %4, align 4
  %10 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i32 0, i32 1
  %13 = load i32, i32* %4, align 4
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %16

15:                                               ; preds = %11
  store i32 %14, i32* %12, align 4
  call void @_ZL4notei(i32 noundef 777)
  br label %33

16:                                               ; preds = %11
  %17 = cleanuppad within none []
  %18 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %8) #4 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %19

19:                                               ; preds = %16, %2
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)]
  %23 = call i8* @llvm.wasm.get.exception(token %22)
  store i8* %23, i8** %5, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %32

27:                                               ; preds = %21
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #4 [ "funclet"(token %22) ]
  %30 = bitcast i8* %29 to %struct.Error*
  store %struct.Error* %30, %struct.Error** %6, align 4
  call void @_ZL4notei(i32 noundef 888) [ "funclet"(token %22) ]
  invoke void @__cxa_rethrow() [ "funclet"(token %22) ]
          to label %31 unwind label %34

31:                                               ; preds = %27
  unreachable

32:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %22) ]
  unreachable

33:                                               ; preds = %15
  ret %struct.Holder* %7

34:                                               ; preds = %27
  %35 = cleanuppad within %22 []
  invoke void @__cxa_end_catch() [ "funclet"(token %35) ]
          to label %36 unwind label %37

36:                                               ; preds = %34
  cleanupret from %35 unwind to caller

37:                                               ; preds = %34
  %38 = cleanuppad within %35 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %38) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  %5 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret %struct.Holder* %3
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 16) #4
  %7 = bitcast i8* %6 to %struct.IoError*
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = sub nsw i32 0, %9
  %11 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %7, i32 noundef %8, i32 noundef %10)
          to label %12 unwind label %13

12:                                               ; preds = %5
  call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #10
  unreachable

13:                                               ; preds = %5
  %14 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %6) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %1
  %16 = load i32, i32* %2, align 4
  %17 = mul nsw i32 %16, 2
  ret i32 %17
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { noreturn }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
