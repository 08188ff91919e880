; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

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
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr constant [9 x i8] c"7IoError\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr constant [7 x i8] c"5Error\00", align 1
@_ZTI5Error = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, align 4
@_ZTI7IoError = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr constant [8 x i8] c"P5Error\00", align 1
@_ZTIP5Error = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr constant [8 x i8] c"6Tracer\00", align 1
@_ZTI6Tracer = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, align 4
@_ZTV5Error = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #0 {
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
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0)
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25)
  %27 = load i32, i32* @_ZL13rethrow_count, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27)
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5)
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #11
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
  br label %36, !llvm.loop !11

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

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca %struct.Error*, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Error*, align 4
  %10 = alloca %struct.IoError*, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %1
  br label %119

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %4, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %19
  %24 = load i8*, i8** %4, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #11
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %12, align 4
  %28 = load i32, i32* %12, align 4
  %29 = add nsw i32 100, %28
  store i32 %29, i32* %2, align 4
  call void @__cxa_end_catch() #11
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #11
  %32 = icmp eq i32 %20, %31
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load i8*, i8** %4, align 4
  %35 = call i8* @__cxa_begin_catch(i8* %34) #11
  %36 = bitcast i8* %35 to double*
  %37 = load double, double* %36, align 4
  store double %37, double* %11, align 8
  %38 = load double, double* %11, align 8
  %39 = fmul double %38, 2.000000e+00
  %40 = fptosi double %39 to i32
  %41 = add nsw i32 200, %40
  store i32 %41, i32* %2, align 4
  call void @__cxa_end_catch() #11
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #11
  %44 = icmp eq i32 %20, %43
  br i1 %44, label %45, label %59

45:                                               ; preds = %42
  %46 = load i8*, i8** %4, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #11
  %48 = bitcast i8* %47 to %struct.IoError*
  store %struct.IoError* %48, %struct.IoError** %10, align 4
  %49 = load %struct.IoError*, %struct.IoError** %10, align 4
  %50 = bitcast %struct.IoError* %49 to %struct.Error*
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1
  %52 = load i32, i32* %51, align 4
  %53 = mul nsw i32 %52, 10
  %54 = add nsw i32 300, %53
  %55 = load %struct.IoError*, %struct.IoError** %10, align 4
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1
  %57 = load i32, i32* %56, align 4
  %58 = add nsw i32 %54, %57
  store i32 %58, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #11
  %61 = icmp eq i32 %20, %60
  br i1 %61, label %62, label %78

62:                                               ; preds = %59
  %63 = load i8*, i8** %4, align 4
  %64 = call i8* @__cxa_begin_catch(i8* %63) #11
  %65 = bitcast i8* %64 to %struct.Error*
  store %struct.Error* %65, %struct.Error** %9, align 4
  %66 = load %struct.Error*, %struct.Error** %9, align 4
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1
  %68 = load i32, i32* %67, align 4
  %69 = add nsw i32 400, %68
  %70 = load %struct.Error*, %struct.Error** %9, align 4
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 4
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 4
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 4 dereferenceable(12) %70)
          to label %76 unwind label %114

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75
  store i32 %77, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #11
  %80 = icmp eq i32 %20, %79
  br i1 %80, label %81, label %98

81:                                               ; preds = %78
  %82 = load i8*, i8** %4, align 4
  %83 = call i8* @__cxa_begin_catch(i8* %82) #11
  %84 = bitcast i8* %83 to %struct.Error*
  store %struct.Error* %84, %struct.Error** %7, align 4
  %85 = load %struct.Error*, %struct.Error** %7, align 4
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1
  %87 = load i32, i32* %86, align 4
  %88 = add nsw i32 500, %87
  store i32 %88, i32* %8, align 4
  %89 = load %struct.Error*, %struct.Error** %7, align 4
  %90 = icmp eq %struct.Error* %89, null
  br i1 %90, label %96, label %91

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 4
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 4
  call void %95(%struct.Error* noundef nonnull align 4 dereferenceable(12) %89) #11
  br label %96

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4
  store i32 %97, i32* %2, align 4
  call void @__cxa_end_catch() #11
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #11
  %100 = icmp eq i32 %20, %99
  br i1 %100, label %101, label %111

101:                                              ; preds = %98
  %102 = load i8*, i8** %4, align 4
  %103 = call i8* @__cxa_begin_catch(i8* %102) #11
  store i8* %103, i8** %6, align 4
  %104 = load i8*, i8** %6, align 4
  %105 = getelementptr inbounds i8, i8* %104, i32 0
  %106 = load i8, i8* %105, align 1
  %107 = sext i8 %106 to i32
  %108 = icmp eq i32 %107, 99
  %109 = zext i1 %108 to i32
  %110 = add nsw i32 600, %109
  store i32 %110, i32* %2, align 4
  call void @__cxa_end_catch() #11
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 4
  %113 = call i8* @__cxa_begin_catch(i8* %112) #11
  store i32 999, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup
  %116 = extractvalue { i8*, i32 } %115, 0
  store i8* %116, i8** %4, align 4
  %117 = extractvalue { i8*, i32 } %115, 1
  store i32 %117, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127

118:                                              ; preds = %114
  br label %122

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4
  br label %120

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4
  ret i32 %121

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 4
  %124 = load i32, i32* %5, align 4
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1
  resume { i8*, i32 } %126

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null
  %129 = extractvalue { i8*, i32 } %128, 0
  call void @__clang_call_terminate(i8* %129) #12
  unreachable
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %60

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 4
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %41

18:                                               ; preds = %14
  %19 = load i8*, i8** %4, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #11
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %6, align 4
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %3, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %3, align 4
  %26 = call i8* @__cxa_allocate_exception(i32 12) #11
  %27 = bitcast i8* %26 to %struct.Error*
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  %30 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0))
          to label %31 unwind label %32

31:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #13
          to label %61 unwind label %36

32:                                               ; preds = %18
  %33 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %4, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %5, align 4
  call void @__cxa_free_exception(i8* %26) #11
  br label %40

36:                                               ; preds = %31
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %4, align 4
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %5, align 4
  br label %40

40:                                               ; preds = %36, %32
  call void @__cxa_end_catch() #11
  br label %41

41:                                               ; preds = %40, %14
  %42 = load i32, i32* %5, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #11
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %57

45:                                               ; preds = %41
  %46 = load i8*, i8** %4, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #11
  %48 = bitcast i8* %47 to %struct.Error*
  store %struct.Error* %48, %struct.Error** %7, align 4
  %49 = load %struct.Error*, %struct.Error** %7, align 4
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %49, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = mul nsw i32 %51, 100
  %53 = load i32, i32* %3, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %45, %57, %60
  %56 = load i32, i32* %3, align 4
  ret i32 %56

57:                                               ; preds = %41
  %58 = load i8*, i8** %4, align 4
  %59 = call i8* @__cxa_begin_catch(i8* %58) #11
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %55

60:                                               ; preds = %9
  br label %55

61:                                               ; preds = %31
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = invoke noundef %struct.Holder* @_ZN6HolderC1Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %10 unwind label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %2, align 4
  %13 = call noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #11
  br label %31

14:                                               ; preds = %1
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %5, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %6, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %6, align 4
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #11
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %18
  %23 = load i8*, i8** %5, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #11
  %25 = bitcast i8* %24 to %struct.IoError*
  store %struct.IoError* %25, %struct.IoError** %7, align 4
  %26 = load %struct.IoError*, %struct.IoError** %7, align 4
  %27 = getelementptr inbounds %struct.IoError, %struct.IoError* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = add nsw i32 -1000, %28
  store i32 %29, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %31

30:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

31:                                               ; preds = %22, %10
  %32 = load i32, i32* %2, align 4
  ret i32 %32

33:                                               ; preds = %18
  %34 = load i8*, i8** %5, align 4
  %35 = load i32, i32* %6, align 4
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1
  resume { i8*, i32 } %37
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 align 2 {
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

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = call noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, i32* %2, align 4
  switch i32 %8, label %66 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %19
    i32 3, label %28
    i32 4, label %37
    i32 5, label %54
    i32 6, label %57
  ]

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #11
  %11 = bitcast i8* %10 to i32*
  store i32 42, i32* %11, align 8
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %76 unwind label %12

12:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
  %13 = landingpad { i8*, i32 }
          cleanup
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  br label %69

16:                                               ; preds = %1
  %17 = call i8* @__cxa_allocate_exception(i32 8) #11
  %18 = bitcast i8* %17 to double*
  store double 3.500000e+00, double* %18, align 8
  invoke void @__cxa_throw(i8* %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #13
          to label %76 unwind label %12

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 12) #11
  %21 = bitcast i8* %20 to %struct.Error*
  %22 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %21, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %23 unwind label %24

23:                                               ; preds = %19
  invoke void @__cxa_throw(i8* %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #13
          to label %76 unwind label %12

24:                                               ; preds = %19
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %4, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %5, align 4
  call void @__cxa_free_exception(i8* %20) #11
  br label %69

28:                                               ; preds = %1
  %29 = call i8* @__cxa_allocate_exception(i32 16) #11
  %30 = bitcast i8* %29 to %struct.IoError*
  %31 = invoke noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %30, i32 noundef 9, i32 noundef 3)
          to label %32 unwind label %33

32:                                               ; preds = %28
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #13
          to label %76 unwind label %12

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %4, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %5, align 4
  call void @__cxa_free_exception(i8* %29) #11
  br label %69

37:                                               ; preds = %1
  %38 = call i8* @__cxa_allocate_exception(i32 4) #11
  %39 = bitcast i8* %38 to %struct.Error**
  %40 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 12) #14
          to label %41 unwind label %45

41:                                               ; preds = %37
  %42 = bitcast i8* %40 to %struct.Error*
  %43 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %42, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %44 unwind label %49

44:                                               ; preds = %41
  store %struct.Error* %42, %struct.Error** %39, align 8
  invoke void @__cxa_throw(i8* %38, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #13
          to label %76 unwind label %12

45:                                               ; preds = %37
  %46 = landingpad { i8*, i32 }
          cleanup
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %4, align 4
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %5, align 4
  br label %53

49:                                               ; preds = %41
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %4, align 4
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %40) #15
  br label %53

53:                                               ; preds = %49, %45
  call void @__cxa_free_exception(i8* %38) #11
  br label %69

54:                                               ; preds = %1
  %55 = call i8* @__cxa_allocate_exception(i32 4) #11
  %56 = bitcast i8* %55 to i8**
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %56, align 8
  invoke void @__cxa_throw(i8* %55, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #13
          to label %76 unwind label %12

57:                                               ; preds = %1
  %58 = call i8* @__cxa_allocate_exception(i32 4) #11
  %59 = bitcast i8* %58 to %struct.Tracer*
  %60 = invoke noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %59, i32 noundef 600)
          to label %61 unwind label %62

61:                                               ; preds = %57
  invoke void @__cxa_throw(i8* %58, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to i8*)) #13
          to label %76 unwind label %12

62:                                               ; preds = %57
  %63 = landingpad { i8*, i32 }
          cleanup
  %64 = extractvalue { i8*, i32 } %63, 0
  store i8* %64, i8** %4, align 4
  %65 = extractvalue { i8*, i32 } %63, 1
  store i32 %65, i32* %5, align 4
  call void @__cxa_free_exception(i8* %58) #11
  br label %69

66:                                               ; preds = %1
  br label %67

67:                                               ; preds = %66
  %68 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11
  ret void

69:                                               ; preds = %62, %53, %33, %24, %12
  %70 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11
  br label %71

71:                                               ; preds = %69
  %72 = load i8*, i8** %4, align 4
  %73 = load i32, i32* %5, align 4
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1
  resume { i8*, i32 } %75

76:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #11
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 align 2 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Tracer* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #6 align 2 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i8*, i8** %6, align 4
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, i8* noundef %9)
  ret %struct.Error* %7
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorD1Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #11
  ret %struct.Error* %3
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 align 2 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %7, i32 noundef %8, i32 noundef %9)
  ret %struct.IoError* %7
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorD1Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #11
  ret %struct.IoError* %3
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11
  ret %struct.Tracer* %3
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 align 2 {
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

; Function Attrs: mustprogress noinline nounwind optnone ssp
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

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #7 align 2 {
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

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD1Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #11
  %5 = bitcast %struct.Error* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret %struct.Error* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #7 align 2 {
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

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD1Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #11
  %5 = bitcast %struct.IoError* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*
  %5 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #11
  ret %struct.IoError* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 {
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

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL6middlei(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = add nsw i32 50, %6
  %8 = call noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7)
  %9 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %1
  br label %26

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %4, align 4
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %5, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #11
  %18 = load i32, i32* @_ZL13rethrow_count, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @_ZL13rethrow_count, align 4
  invoke void @__cxa_rethrow() #13
          to label %36 unwind label %20

20:                                               ; preds = %15
  %21 = landingpad { i8*, i32 }
          cleanup
  %22 = extractvalue { i8*, i32 } %21, 0
  store i8* %22, i8** %4, align 4
  %23 = extractvalue { i8*, i32 } %21, 1
  store i32 %23, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %24 unwind label %33

24:                                               ; preds = %20
  %25 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11
  br label %28

26:                                               ; preds = %10
  %27 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #11
  ret void

28:                                               ; preds = %24
  %29 = load i8*, i8** %4, align 4
  %30 = load i32, i32* %5, align 4
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1
  resume { i8*, i32 } %32

33:                                               ; preds = %20
  %34 = landingpad { i8*, i32 }
          catch i8* null
  %35 = extractvalue { i8*, i32 } %34, 0
  call void @__clang_call_terminate(i8* %35) #12
  unreachable

36:                                               ; preds = %15
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC1Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 align 2 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Holder*, %struct.Holder** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret %struct.Holder* %5
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %3) #11
  ret %struct.Holder* %3
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  store i32 %1, i32* %4, align 4
  %8 = load %struct.Holder*, %struct.Holder** %3, align 4
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0
  %10 = load i32, i32* %4, align 4
  %11 = invoke noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %17

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1
  %14 = load i32, i32* %4, align 4
  %15 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %14)
          to label %16 unwind label %21

16:                                               ; preds = %12
  store i32 %15, i32* %13, align 4
  call void @_ZL4notei(i32 noundef 777)
  br label %40

17:                                               ; preds = %2
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %5, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %6, align 4
  br label %26

21:                                               ; preds = %12
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %5, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %6, align 4
  %25 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #11
  br label %26

26:                                               ; preds = %21, %17
  %27 = load i32, i32* %6, align 4
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #11
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %41

30:                                               ; preds = %26
  %31 = load i8*, i8** %5, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #11
  %33 = bitcast i8* %32 to %struct.Error*
  store %struct.Error* %33, %struct.Error** %7, align 4
  call void @_ZL4notei(i32 noundef 888)
  invoke void @__cxa_rethrow()
          to label %34 unwind label %35

34:                                               ; preds = %30
  unreachable

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %5, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %39 unwind label %46

39:                                               ; preds = %35
  br label %41

40:                                               ; preds = %16
  ret %struct.Holder* %8

41:                                               ; preds = %39, %26
  %42 = load i8*, i8** %5, align 4
  %43 = load i32, i32* %6, align 4
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1
  resume { i8*, i32 } %45

46:                                               ; preds = %35
  %47 = landingpad { i8*, i32 }
          catch i8* null
  %48 = extractvalue { i8*, i32 } %47, 0
  call void @__clang_call_terminate(i8* %48) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 16) #11
  %9 = bitcast i8* %8 to %struct.IoError*
  %10 = load i32, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 0, %11
  %13 = invoke noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %9, i32 noundef %10, i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #13
  unreachable

15:                                               ; preds = %7
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %3, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %4, align 4
  call void @__cxa_free_exception(i8* %8) #11
  br label %22

19:                                               ; preds = %1
  %20 = load i32, i32* %2, align 4
  %21 = mul nsw i32 %20, 2
  ret i32 %21

22:                                               ; preds = %15
  %23 = load i8*, i8** %3, align 4
  %24 = load i32, i32* %4, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 align 2 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  %5 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #11
  ret %struct.Holder* %3
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
