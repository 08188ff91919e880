; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }

$_ZN5ErrorD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZNK5Error4kindEv = comdat any

$_ZN7IoErrorD0Ev = comdat any

$_ZNK7IoError4kindEv = comdat any

$_ZN6HolderC2Ei = comdat any

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
@_ZL6g_live = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16
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
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i32 (...)* @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %62

2:                                                ; preds = %147
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4)
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !2
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6)
  %8 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL6g_live, align 4, !tbaa !2
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 5, i32* %14, align 4, !tbaa !2
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !2
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13
  store i32 777, i32* %19, align 4, !tbaa !2
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !2
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18
  store i32 -5, i32* %23, align 4, !tbaa !2
  br label %24

24:                                               ; preds = %17, %21, %16
  %25 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #4
  %26 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %27 unwind label %41

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !6
  %30 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %31 = add nsw i32 %30, -1
  store i32 %31, i32* @_ZL6g_live, align 4, !tbaa !2
  %32 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %40

34:                                               ; preds = %27
  %35 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !9
  %37 = sub nsw i32 0, %36
  %38 = add nsw i32 %32, 1
  store i32 %38, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %32
  store i32 %37, i32* %39, align 4, !tbaa !2
  br label %40

40:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #4
  br label %56

41:                                               ; preds = %24
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)]
  %45 = call i8* @llvm.wasm.get.exception(token %44)
  %46 = call i32 @llvm.wasm.get.ehselector(token %44)
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #4
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %43
  %50 = call i8* @__cxa_begin_catch(i8* %45) #4 [ "funclet"(token %44) ]
  %51 = getelementptr inbounds i8, i8* %50, i32 12
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 4, !tbaa !10
  %54 = add nsw i32 %53, -1000
  call void @__cxa_end_catch() [ "funclet"(token %44) ]
  catchret from %44 to label %56

55:                                               ; preds = %43
  call void @llvm.wasm.rethrow() #11 [ "funclet"(token %44) ]
  unreachable

56:                                               ; preds = %40, %49
  %57 = phi i32 [ %29, %40 ], [ %54, %49 ]
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %57)
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  %60 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %162, label %154

62:                                               ; preds = %0, %147
  %63 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %64 = phi i32 [ 0, %0 ], [ %152, %147 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %64)
          to label %147 unwind label %65

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* bitcast (i8** @_ZTIPKc to i8*), i8* null]
  %69 = tail call i8* @llvm.wasm.get.exception(token %68)
  %70 = tail call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %67
  %74 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4, !tbaa !2
  %77 = add nsw i32 %76, 100
  call void @__cxa_end_catch() #4 [ "funclet"(token %68) ]
  catchret from %68 to label %147

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #4
  %80 = icmp eq i32 %70, %79
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  %83 = bitcast i8* %82 to double*
  %84 = load double, double* %83, align 8, !tbaa !12
  %85 = fmul double %84, 2.000000e+00
  %86 = fptosi double %85 to i32
  %87 = add nsw i32 %86, 200
  call void @__cxa_end_catch() #4 [ "funclet"(token %68) ]
  catchret from %68 to label %147

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #4
  %90 = icmp eq i32 %70, %89
  br i1 %90, label %91, label %102

91:                                               ; preds = %88
  %92 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  %93 = getelementptr inbounds i8, i8* %92, i32 4
  %94 = bitcast i8* %93 to i32*
  %95 = load i32, i32* %94, align 4, !tbaa !14
  %96 = mul nsw i32 %95, 10
  %97 = add nsw i32 %96, 300
  %98 = getelementptr inbounds i8, i8* %92, i32 12
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !10
  %101 = add nsw i32 %97, %100
  call void @__cxa_end_catch() [ "funclet"(token %68) ]
  catchret from %68 to label %147

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %104 = icmp eq i32 %70, %103
  br i1 %104, label %105, label %119

105:                                              ; preds = %102
  %106 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  %107 = bitcast i8* %106 to %struct.Error*
  %108 = getelementptr inbounds i8, i8* %106, i32 4
  %109 = bitcast i8* %108 to i32*
  %110 = load i32, i32* %109, align 4, !tbaa !14
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 4, !tbaa !17
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i32 2
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 4
  %115 = invoke noundef i32 %114(%struct.Error* noundef nonnull align 4 dereferenceable(12) %107) [ "funclet"(token %68) ]
          to label %116 unwind label %142

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400
  %118 = add nsw i32 %117, %115
  call void @__cxa_end_catch() [ "funclet"(token %68) ]
  catchret from %68 to label %147

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #4
  %121 = icmp eq i32 %70, %120
  br i1 %121, label %122, label %133

122:                                              ; preds = %119
  %123 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  %124 = getelementptr inbounds i8, i8* %123, i32 4
  %125 = bitcast i8* %124 to i32*
  %126 = load i32, i32* %125, align 4, !tbaa !14
  %127 = add nsw i32 %126, 500
  %128 = bitcast i8* %123 to %struct.Error*
  %129 = bitcast i8* %123 to void (%struct.Error*)***
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 4, !tbaa !17
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i32 1
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 4
  call void %132(%struct.Error* noundef nonnull align 4 dereferenceable(12) %128) #4 [ "funclet"(token %68) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %68) ]
  catchret from %68 to label %147

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #4
  %135 = icmp eq i32 %70, %134
  %136 = call i8* @__cxa_begin_catch(i8* %69) #4 [ "funclet"(token %68) ]
  br i1 %135, label %137, label %141

137:                                              ; preds = %133
  %138 = load i8, i8* %136, align 1, !tbaa !19
  %139 = icmp eq i8 %138, 99
  %140 = select i1 %139, i32 601, i32 600
  call void @__cxa_end_catch() #4 [ "funclet"(token %68) ]
  catchret from %68 to label %147

141:                                              ; preds = %133
  call void @__cxa_end_catch() [ "funclet"(token %68) ]
  catchret from %68 to label %147

142:                                              ; preds = %105
  %143 = cleanuppad within %68 []
  invoke void @__cxa_end_catch() [ "funclet"(token %143) ]
          to label %144 unwind label %145

144:                                              ; preds = %142
  cleanupret from %143 unwind to caller

145:                                              ; preds = %142
  %146 = cleanuppad within %143 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %146) ]
  unreachable

147:                                              ; preds = %62, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %62 ]
  %149 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %64, i32 noundef %148, i32 noundef %149)
  %151 = add nsw i32 %148, %63
  %152 = add nuw nsw i32 %64, 1
  %153 = icmp eq i32 %152, 8
  br i1 %153, label %2, label %62, !llvm.loop !20

154:                                              ; preds = %162, %56
  %155 = add nsw i32 %151, 2
  %156 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %155, i32 noundef %156)
  %158 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %159 = icmp eq i32 %158, 0
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0)
  %161 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %160)
  ret i32 0

162:                                              ; preds = %56, %162
  %163 = phi i32 [ %167, %162 ], [ 0, %56 ]
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %163
  %165 = load i32, i32* %164, align 4, !tbaa !2
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %165)
  %167 = add nuw nsw i32 %163, 1
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %169 = icmp slt i32 %167, %168
  br i1 %169, label %162, label %154, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %7, i32* %9, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %23 unwind label %11

11:                                               ; preds = %10
  %12 = catchswitch within none [label %13] unwind label %32

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* null]
  %15 = tail call i8* @llvm.wasm.get.exception(token %14)
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i8* @__cxa_begin_catch(i8* %15) #4 [ "funclet"(token %14) ]
  %18 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !2
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @_ZL13rethrow_count, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #11 [ "funclet"(token %14) ]
          to label %43 unwind label %20

20:                                               ; preds = %13
  %21 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %22 unwind label %44

22:                                               ; preds = %20
  cleanupret from %21 unwind label %32

23:                                               ; preds = %10
  %24 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* @_ZL6g_live, align 4, !tbaa !2
  %26 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %82

28:                                               ; preds = %23
  %29 = sub i32 -50, %0
  %30 = add nsw i32 %26, 1
  store i32 %30, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %26
  store i32 %29, i32* %31, align 4, !tbaa !2
  br label %82

32:                                               ; preds = %22, %11
  %33 = cleanuppad within none []
  %34 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %35 = add nsw i32 %34, -1
  store i32 %35, i32* @_ZL6g_live, align 4, !tbaa !2
  %36 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = sub i32 -50, %0
  %40 = add nsw i32 %36, 1
  store i32 %40, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %41 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %36
  store i32 %39, i32* %41, align 4, !tbaa !2
  br label %42

42:                                               ; preds = %38, %32
  cleanupret from %33 unwind label %46

43:                                               ; preds = %13
  unreachable

44:                                               ; preds = %20
  %45 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %45) ]
  unreachable

46:                                               ; preds = %42
  %47 = catchswitch within none [label %48] unwind label %66

48:                                               ; preds = %46
  %49 = catchpad within %47 [i8* bitcast (i8** @_ZTIi to i8*)]
  %50 = tail call i8* @llvm.wasm.get.exception(token %49)
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49)
  %52 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %65

54:                                               ; preds = %48
  %55 = call i8* @__cxa_begin_catch(i8* %50) #4 [ "funclet"(token %49) ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !2
  %58 = call i8* @__cxa_allocate_exception(i32 12) #4 [ "funclet"(token %49) ]
  %59 = add nsw i32 %57, 1
  %60 = bitcast i8* %58 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %60, align 4, !tbaa !17
  %61 = getelementptr inbounds i8, i8* %58, i32 4
  %62 = bitcast i8* %61 to i32*
  store i32 %59, i32* %62, align 4, !tbaa !14
  %63 = getelementptr inbounds i8, i8* %58, i32 8
  %64 = bitcast i8* %63 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %64, align 4, !tbaa !23
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11 [ "funclet"(token %49) ]
          to label %87 unwind label %85

65:                                               ; preds = %48
  invoke void @llvm.wasm.rethrow() #11 [ "funclet"(token %49) ]
          to label %87 unwind label %66

66:                                               ; preds = %65, %85, %46
  %67 = phi i32 [ 0, %46 ], [ %57, %85 ], [ 0, %65 ]
  %68 = catchswitch within none [label %69] unwind to caller

69:                                               ; preds = %66
  %70 = catchpad within %68 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null]
  %71 = tail call i8* @llvm.wasm.get.exception(token %70)
  %72 = tail call i32 @llvm.wasm.get.ehselector(token %70)
  %73 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %74 = icmp eq i32 %72, %73
  %75 = call i8* @__cxa_begin_catch(i8* %71) #4 [ "funclet"(token %70) ]
  br i1 %74, label %76, label %84

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, i8* %75, i32 4
  %78 = bitcast i8* %77 to i32*
  %79 = load i32, i32* %78, align 4, !tbaa !14
  %80 = mul nsw i32 %79, 100
  %81 = add nsw i32 %80, %67
  call void @__cxa_end_catch() [ "funclet"(token %70) ]
  catchret from %70 to label %82

82:                                               ; preds = %28, %23, %84, %76
  %83 = phi i32 [ %81, %76 ], [ -1, %84 ], [ 0, %23 ], [ 0, %28 ]
  ret i32 %83

84:                                               ; preds = %69
  call void @__cxa_end_catch() [ "funclet"(token %70) ]
  catchret from %70 to label %82

85:                                               ; preds = %54
  %86 = cleanuppad within %49 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %86) ]
  cleanupret from %86 unwind label %66

87:                                               ; preds = %65, %54
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %0, i32* %8, align 4, !tbaa !2
  br label %9

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %58 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %17
    i32 3, label %24
    i32 4, label %33
    i32 5, label %44
    i32 6, label %47
  ]

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %13 = bitcast i8* %12 to i32*
  store i32 42, i32* %13, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %76 unwind label %65

14:                                               ; preds = %9
  %15 = tail call i8* @__cxa_allocate_exception(i32 8) #4
  %16 = bitcast i8* %15 to double*
  store double 3.500000e+00, double* %16, align 16, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast (i8** @_ZTId to i8*), i8* null) #11
          to label %76 unwind label %65

17:                                               ; preds = %9
  %18 = tail call i8* @__cxa_allocate_exception(i32 12) #4
  %19 = bitcast i8* %18 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %19, align 4, !tbaa !17
  %20 = getelementptr inbounds i8, i8* %18, i32 4
  %21 = bitcast i8* %20 to i32*
  store i32 7, i32* %21, align 4, !tbaa !14
  %22 = getelementptr inbounds i8, i8* %18, i32 8
  %23 = bitcast i8* %22 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %23, align 4, !tbaa !23
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11
          to label %76 unwind label %65

24:                                               ; preds = %9
  %25 = tail call i8* @__cxa_allocate_exception(i32 16) #4
  %26 = bitcast i8* %25 to i32 (...)***
  %27 = getelementptr inbounds i8, i8* %25, i32 4
  %28 = bitcast i8* %27 to i32*
  store i32 9, i32* %28, align 4, !tbaa !14
  %29 = getelementptr inbounds i8, i8* %25, i32 8
  %30 = bitcast i8* %29 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %30, align 4, !tbaa !23
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %26, align 4, !tbaa !17
  %31 = getelementptr inbounds i8, i8* %25, i32 12
  %32 = bitcast i8* %31 to i32*
  store i32 3, i32* %32, align 4, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11
          to label %76 unwind label %65

33:                                               ; preds = %9
  %34 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %35 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwm(i32 noundef 12) #14
          to label %36 unwind label %42

36:                                               ; preds = %33
  %37 = bitcast i8* %35 to %struct.Error*
  %38 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %38, align 4, !tbaa !17
  %39 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 1
  store i32 11, i32* %39, align 4, !tbaa !14
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %37, i32 0, i32 2
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %40, align 4, !tbaa !23
  %41 = bitcast i8* %34 to i8**
  store i8* %35, i8** %41, align 16, !tbaa !24
  invoke void @__cxa_throw(i8* nonnull %34, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #11
          to label %76 unwind label %65

42:                                               ; preds = %33
  %43 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %34) #4 [ "funclet"(token %43) ]
  cleanupret from %43 unwind label %65

44:                                               ; preds = %9
  %45 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %46 = bitcast i8* %45 to i8**
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %46, align 16, !tbaa !24
  invoke void @__cxa_throw(i8* nonnull %45, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %76 unwind label %65

47:                                               ; preds = %9
  %48 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %49 = bitcast i8* %48 to i32*
  store i32 600, i32* %49, align 4, !tbaa !9
  %50 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* @_ZL6g_live, align 4, !tbaa !2
  %52 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %53 = icmp slt i32 %52, 64
  br i1 %53, label %54, label %57

54:                                               ; preds = %47
  %55 = add nsw i32 %52, 1
  store i32 %55, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %52
  store i32 600, i32* %56, align 4, !tbaa !2
  br label %57

57:                                               ; preds = %54, %47
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #11
          to label %76 unwind label %65

58:                                               ; preds = %9
  store i32 %2, i32* @_ZL6g_live, align 4, !tbaa !2
  %59 = icmp slt i32 %10, 64
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = sub nsw i32 0, %0
  %62 = add nsw i32 %10, 1
  store i32 %62, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 %61, i32* %63, align 4, !tbaa !2
  br label %64

64:                                               ; preds = %58, %60
  ret void

65:                                               ; preds = %57, %44, %36, %42, %24, %17, %14, %11
  %66 = cleanuppad within none []
  %67 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %68 = add nsw i32 %67, -1
  store i32 %68, i32* @_ZL6g_live, align 4, !tbaa !2
  %69 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %70 = icmp slt i32 %69, 64
  br i1 %70, label %71, label %75

71:                                               ; preds = %65
  %72 = sub nsw i32 0, %0
  %73 = add nsw i32 %69, 1
  store i32 %73, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %69
  store i32 %72, i32* %74, align 4, !tbaa !2
  br label %75

75:                                               ; preds = %65, %71
  cleanupret from %66 unwind to caller

76:                                               ; preds = %57, %44, %36, %24, %17, %14, %11
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 comdat {
  ret %struct.Error* %0
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !2
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !9
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %9, i32* %11, align 4, !tbaa !2
  br label %12

12:                                               ; preds = %1, %6
  ret %struct.Tracer* %0
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat {
  %2 = bitcast %struct.Error* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #9 comdat {
  ret i32 1
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat {
  %2 = bitcast %struct.IoError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat {
  ret i32 2
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #11

declare void @__cxa_rethrow() local_unnamed_addr

define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !9
  %4 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL6g_live, align 4, !tbaa !2
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1
  store i32 %9, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6
  store i32 %1, i32* %10, align 4, !tbaa !2
  br label %11

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  %13 = icmp slt i32 %1, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #4
  %16 = sub nsw i32 0, %1
  %17 = bitcast i8* %15 to i32 (...)***
  %18 = getelementptr inbounds i8, i8* %15, i32 4
  %19 = bitcast i8* %18 to i32*
  store i32 %1, i32* %19, align 4, !tbaa !14
  %20 = getelementptr inbounds i8, i8* %15, i32 8
  %21 = bitcast i8* %20 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !tbaa !23
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !tbaa !17
  %22 = getelementptr inbounds i8, i8* %15, i32 12
  %23 = bitcast i8* %22 to i32*
  store i32 %16, i32* %23, align 4, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11
          to label %24 unwind label %33

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1
  store i32 %26, i32* %27, align 4, !tbaa !6
  %28 = icmp slt i32 %12, 64
  br i1 %28, label %29, label %32

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1
  store i32 %30, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12
  store i32 777, i32* %31, align 4, !tbaa !2
  br label %32

32:                                               ; preds = %25, %29
  ret %struct.Holder* %0

33:                                               ; preds = %14
  %34 = cleanuppad within none []
  %35 = load i32, i32* @_ZL6g_live, align 4, !tbaa !2
  %36 = add nsw i32 %35, -1
  store i32 %36, i32* @_ZL6g_live, align 4, !tbaa !2
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %38 = icmp slt i32 %37, 64
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !tbaa !9
  %41 = sub nsw i32 0, %40
  %42 = add nsw i32 %37, 1
  store i32 %42, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37
  store i32 %41, i32* %43, align 4, !tbaa !2
  br label %44

44:                                               ; preds = %33, %39
  cleanupret from %34 unwind label %45

45:                                               ; preds = %44
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)]
  %49 = tail call i8* @llvm.wasm.get.exception(token %48)
  %50 = tail call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #4
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %47
  %54 = call i8* @__cxa_begin_catch(i8* %49) #4 [ "funclet"(token %48) ]
  %55 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %57, label %60

57:                                               ; preds = %53
  %58 = add nsw i32 %55, 1
  store i32 %58, i32* @_ZL6g_nlog, align 4, !tbaa !2
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %55
  store i32 888, i32* %59, align 4, !tbaa !2
  br label %60

60:                                               ; preds = %53, %57
  invoke void @__cxa_rethrow() [ "funclet"(token %48) ]
          to label %61 unwind label %63

61:                                               ; preds = %60
  unreachable

62:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #11 [ "funclet"(token %48) ]
  unreachable

63:                                               ; preds = %60
  %64 = cleanuppad within %48 []
  invoke void @__cxa_end_catch() [ "funclet"(token %64) ]
          to label %65 unwind label %66

65:                                               ; preds = %63
  cleanupret from %64 unwind to caller

66:                                               ; preds = %63
  %67 = cleanuppad within %64 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %67) ]
  unreachable
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn }
attributes #12 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 4}
!7 = !{!"_ZTS6Holder", !8, i64 0, !3, i64 4}
!8 = !{!"_ZTS6Tracer", !3, i64 0}
!9 = !{!8, !3, i64 0}
!10 = !{!11, !3, i64 12}
!11 = !{!"_ZTS7IoError", !3, i64 12}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !4, i64 0}
!14 = !{!15, !3, i64 4}
!15 = !{!"_ZTS5Error", !3, i64 4, !16, i64 8}
!16 = !{!"any pointer", !4, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !5, i64 0}
!19 = !{!4, !4, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!15, !16, i64 8}
!24 = !{!16, !16, i64 0}
