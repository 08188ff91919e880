; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type <{ %struct.Error, i32, [4 x i8] }>

$__clang_call_terminate = comdat any

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
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 8
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_seh0 {
  %1 = alloca %struct.Holder, align 4
  br label %64

2:                                                ; preds = %147
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i32 noundef %4)
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6)
  %8 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL6g_live, align 4, !tbaa !4
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %14
  store i32 5, i32* %15, align 4, !tbaa !4
  %16 = icmp eq i32 %10, 63
  br i1 %16, label %17, label %18

17:                                               ; preds = %12, %2
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !4
  br label %27

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2
  store i32 %19, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %20
  store i32 777, i32* %21, align 4, !tbaa !4
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !4
  %22 = icmp slt i32 %10, 62
  br i1 %22, label %23, label %27

23:                                               ; preds = %18
  %24 = add nsw i32 %10, 3
  store i32 %24, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %25
  store i32 -5, i32* %26, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %18, %23, %17
  %28 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #12
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %29 unwind label %44

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 1
  %31 = load i32, i32* %30, align 4, !tbaa !8
  %32 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %33 = add nsw i32 %32, -1
  store i32 %33, i32* @_ZL6g_live, align 4, !tbaa !4
  %34 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %35 = icmp slt i32 %34, 64
  br i1 %35, label %36, label %43

36:                                               ; preds = %29
  %37 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 0, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !11
  %39 = sub nsw i32 0, %38
  %40 = add nsw i32 %34, 1
  store i32 %40, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %41 = sext i32 %34 to i64
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %41
  store i32 %39, i32* %42, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %36, %29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #12
  br label %58

44:                                               ; preds = %27
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
  %46 = extractvalue { i8*, i32 } %45, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #12
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %44
  %50 = extractvalue { i8*, i32 } %45, 0
  %51 = call i8* @__cxa_begin_catch(i8* %50) #12
  %52 = getelementptr inbounds i8, i8* %51, i64 24
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 8, !tbaa !12
  %55 = add nsw i32 %54, -1000
  call void @__cxa_end_catch()
  br label %58

56:                                               ; preds = %142, %44
  %57 = phi { i8*, i32 } [ %45, %44 ], [ %143, %142 ]
  resume { i8*, i32 } %57

58:                                               ; preds = %43, %49
  %59 = phi i32 [ %31, %43 ], [ %55, %49 ]
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef %59)
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0))
  %62 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %162, label %154

64:                                               ; preds = %0, %147
  %65 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %66 = phi i32 [ 0, %0 ], [ %152, %147 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %66)
          to label %147 unwind label %67

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null
  %69 = extractvalue { i8*, i32 } %68, 0
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %67
  %74 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4, !tbaa !4
  %77 = add nsw i32 %76, 100
  tail call void @__cxa_end_catch() #12
  br label %147

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12
  %80 = icmp eq i32 %70, %79
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  %83 = bitcast i8* %82 to double*
  %84 = load double, double* %83, align 8, !tbaa !14
  %85 = fmul double %84, 2.000000e+00
  %86 = fptosi double %85 to i32
  %87 = add nsw i32 %86, 200
  tail call void @__cxa_end_catch() #12
  br label %147

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %90 = icmp eq i32 %70, %89
  br i1 %90, label %91, label %102

91:                                               ; preds = %88
  %92 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  %93 = getelementptr inbounds i8, i8* %92, i64 8
  %94 = bitcast i8* %93 to i32*
  %95 = load i32, i32* %94, align 8, !tbaa !16
  %96 = mul nsw i32 %95, 10
  %97 = add nsw i32 %96, 300
  %98 = getelementptr inbounds i8, i8* %92, i64 24
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 8, !tbaa !12
  %101 = add nsw i32 %97, %100
  tail call void @__cxa_end_catch()
  br label %147

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %104 = icmp eq i32 %70, %103
  br i1 %104, label %105, label %119

105:                                              ; preds = %102
  %106 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  %107 = bitcast i8* %106 to %struct.Error*
  %108 = getelementptr inbounds i8, i8* %106, i64 8
  %109 = bitcast i8* %108 to i32*
  %110 = load i32, i32* %109, align 8, !tbaa !16
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 8, !tbaa !19
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i64 2
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 8
  %115 = invoke noundef i32 %114(%struct.Error* noundef nonnull align 8 dereferenceable(24) %107)
          to label %116 unwind label %142

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400
  %118 = add nsw i32 %117, %115
  tail call void @__cxa_end_catch()
  br label %147

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12
  %121 = icmp eq i32 %70, %120
  br i1 %121, label %122, label %133

122:                                              ; preds = %119
  %123 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  %124 = getelementptr inbounds i8, i8* %123, i64 8
  %125 = bitcast i8* %124 to i32*
  %126 = load i32, i32* %125, align 8, !tbaa !16
  %127 = add nsw i32 %126, 500
  %128 = bitcast i8* %123 to %struct.Error*
  %129 = bitcast i8* %123 to void (%struct.Error*)***
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 8, !tbaa !19
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i64 1
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 8
  tail call void %132(%struct.Error* noundef nonnull align 8 dereferenceable(24) %128) #12
  tail call void @__cxa_end_catch() #12
  br label %147

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12
  %135 = icmp eq i32 %70, %134
  %136 = tail call i8* @__cxa_begin_catch(i8* %69) #12
  br i1 %135, label %137, label %141

137:                                              ; preds = %133
  %138 = load i8, i8* %136, align 1, !tbaa !21
  %139 = icmp eq i8 %138, 99
  %140 = select i1 %139, i32 601, i32 600
  tail call void @__cxa_end_catch() #12
  br label %147

141:                                              ; preds = %133
  tail call void @__cxa_end_catch()
  br label %147

142:                                              ; preds = %105
  %143 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %56 unwind label %144

144:                                              ; preds = %142
  %145 = landingpad { i8*, i32 }
          catch i8* null
  %146 = extractvalue { i8*, i32 } %145, 0
  tail call void @__clang_call_terminate(i8* %146) #13
  unreachable

147:                                              ; preds = %64, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %64 ]
  %149 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %66, i32 noundef %148, i32 noundef %149)
  %151 = add nsw i32 %148, %65
  %152 = add nuw nsw i32 %66, 1
  %153 = icmp eq i32 %152, 8
  br i1 %153, label %2, label %64, !llvm.loop !22

154:                                              ; preds = %162, %58
  %155 = add nsw i32 %151, 2
  %156 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %155, i32 noundef %156)
  %158 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %159 = icmp eq i32 %158, 0
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0)
  %161 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %160)
  ret i32 0

162:                                              ; preds = %58, %162
  %163 = phi i64 [ %167, %162 ], [ 0, %58 ]
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %163
  %165 = load i32, i32* %164, align 4, !tbaa !4
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %165)
  %167 = add nuw nsw i64 %163, 1
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %169 = sext i32 %168 to i64
  %170 = icmp slt i64 %167, %169
  br i1 %170, label %162, label %154, !llvm.loop !24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !4
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %9 = sext i32 %4 to i64
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9
  store i32 %7, i32* %10, align 4, !tbaa !4
  br label %11

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %30 unwind label %12

12:                                               ; preds = %11
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #12
  %16 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @_ZL13rethrow_count, align 4, !tbaa !4
  invoke void @__cxa_rethrow() #14
          to label %43 unwind label %18

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40

20:                                               ; preds = %18
  %21 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @_ZL6g_live, align 4, !tbaa !4
  %23 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %44

25:                                               ; preds = %20
  %26 = sub i32 -50, %0
  %27 = add nsw i32 %23, 1
  store i32 %27, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %28
  store i32 %26, i32* %29, align 4, !tbaa !4
  br label %44

30:                                               ; preds = %11
  %31 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* @_ZL6g_live, align 4, !tbaa !4
  %33 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %77

35:                                               ; preds = %30
  %36 = sub i32 -50, %0
  %37 = add nsw i32 %33, 1
  store i32 %37, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %38 = sext i32 %33 to i64
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %38
  store i32 %36, i32* %39, align 4, !tbaa !4
  br label %77

40:                                               ; preds = %18
  %41 = landingpad { i8*, i32 }
          catch i8* null
  %42 = extractvalue { i8*, i32 } %41, 0
  tail call void @__clang_call_terminate(i8* %42) #13
  unreachable

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { i8*, i32 } %19, 0
  %46 = extractvalue { i8*, i32 } %19, 1
  %47 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %64

49:                                               ; preds = %44
  %50 = tail call i8* @__cxa_begin_catch(i8* %45) #12
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !4
  %53 = tail call i8* @__cxa_allocate_exception(i64 24) #12
  %54 = add nsw i32 %52, 1
  %55 = bitcast i8* %53 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %55, align 8, !tbaa !19
  %56 = getelementptr inbounds i8, i8* %53, i64 8
  %57 = bitcast i8* %56 to i32*
  store i32 %54, i32* %57, align 8, !tbaa !16
  %58 = getelementptr inbounds i8, i8* %53, i64 16
  %59 = bitcast i8* %58 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), i8** %59, align 8, !tbaa !25
  invoke void @__cxa_throw(i8* nonnull %53, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %80 unwind label %60

60:                                               ; preds = %49
  %61 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  %62 = extractvalue { i8*, i32 } %61, 0
  %63 = extractvalue { i8*, i32 } %61, 1
  tail call void @__cxa_end_catch() #12
  br label %64

64:                                               ; preds = %60, %44
  %65 = phi i32 [ %63, %60 ], [ %46, %44 ]
  %66 = phi i8* [ %62, %60 ], [ %45, %44 ]
  %67 = phi i32 [ %52, %60 ], [ 0, %44 ]
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %69 = icmp eq i32 %65, %68
  %70 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  br i1 %69, label %71, label %79

71:                                               ; preds = %64
  %72 = getelementptr inbounds i8, i8* %70, i64 8
  %73 = bitcast i8* %72 to i32*
  %74 = load i32, i32* %73, align 8, !tbaa !16
  %75 = mul nsw i32 %74, 100
  %76 = add nsw i32 %75, %67
  tail call void @__cxa_end_catch()
  br label %77

77:                                               ; preds = %35, %30, %71, %79
  %78 = phi i32 [ %76, %71 ], [ -1, %79 ], [ 0, %30 ], [ 0, %35 ]
  ret i32 %78

79:                                               ; preds = %64
  tail call void @__cxa_end_catch()
  br label %77

80:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !4
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %8
  store i32 %0, i32* %9, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %63 [
    i32 0, label %12
    i32 1, label %17
    i32 2, label %20
    i32 3, label %27
    i32 4, label %36
    i32 5, label %48
    i32 6, label %51
  ]

12:                                               ; preds = %10
  %13 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %14 = bitcast i8* %13 to i32*
  store i32 42, i32* %14, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %83 unwind label %15

15:                                               ; preds = %62, %48, %39, %27, %20, %17, %12
  %16 = landingpad { i8*, i32 }
          cleanup
  br label %71

17:                                               ; preds = %10
  %18 = tail call i8* @__cxa_allocate_exception(i64 8) #12
  %19 = bitcast i8* %18 to double*
  store double 3.500000e+00, double* %19, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %83 unwind label %15

20:                                               ; preds = %10
  %21 = tail call i8* @__cxa_allocate_exception(i64 24) #12
  %22 = bitcast i8* %21 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %22, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, i8* %21, i64 8
  %24 = bitcast i8* %23 to i32*
  store i32 7, i32* %24, align 8, !tbaa !16
  %25 = getelementptr inbounds i8, i8* %21, i64 16
  %26 = bitcast i8* %25 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8** %26, align 8, !tbaa !25
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %83 unwind label %15

27:                                               ; preds = %10
  %28 = tail call i8* @__cxa_allocate_exception(i64 32) #12
  %29 = bitcast i8* %28 to i32 (...)***
  %30 = getelementptr inbounds i8, i8* %28, i64 8
  %31 = bitcast i8* %30 to i32*
  store i32 9, i32* %31, align 8, !tbaa !16
  %32 = getelementptr inbounds i8, i8* %28, i64 16
  %33 = bitcast i8* %32 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %33, align 8, !tbaa !25
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %29, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, i8* %28, i64 24
  %35 = bitcast i8* %34 to i32*
  store i32 3, i32* %35, align 8, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %28, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %83 unwind label %15

36:                                               ; preds = %10
  %37 = tail call i8* @__cxa_allocate_exception(i64 8) #12
  %38 = invoke noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #15
          to label %39 unwind label %46

39:                                               ; preds = %36
  %40 = bitcast i8* %38 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %40, align 8, !tbaa !19
  %41 = getelementptr inbounds i8, i8* %38, i64 8
  %42 = bitcast i8* %41 to i32*
  store i32 11, i32* %42, align 8, !tbaa !16
  %43 = getelementptr inbounds i8, i8* %38, i64 16
  %44 = bitcast i8* %43 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %44, align 8, !tbaa !25
  %45 = bitcast i8* %37 to i8**
  store i8* %38, i8** %45, align 16, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %83 unwind label %15

46:                                               ; preds = %36
  %47 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_free_exception(i8* %37) #12
  br label %71

48:                                               ; preds = %10
  %49 = tail call i8* @__cxa_allocate_exception(i64 8) #12
  %50 = bitcast i8* %49 to i8**
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %50, align 16, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %49, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %83 unwind label %15

51:                                               ; preds = %10
  %52 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %53 = bitcast i8* %52 to i32*
  store i32 600, i32* %53, align 4, !tbaa !11
  %54 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* @_ZL6g_live, align 4, !tbaa !4
  %56 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %57 = icmp slt i32 %56, 64
  br i1 %57, label %58, label %62

58:                                               ; preds = %51
  %59 = add nsw i32 %56, 1
  store i32 %59, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %60 = sext i32 %56 to i64
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %60
  store i32 600, i32* %61, align 4, !tbaa !4
  br label %62

62:                                               ; preds = %58, %51
  invoke void @__cxa_throw(i8* nonnull %52, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %83 unwind label %15

63:                                               ; preds = %10
  store i32 %2, i32* @_ZL6g_live, align 4, !tbaa !4
  %64 = icmp slt i32 %11, 64
  br i1 %64, label %65, label %70

65:                                               ; preds = %63
  %66 = sub nsw i32 0, %0
  %67 = add nsw i32 %11, 1
  store i32 %67, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %68 = sext i32 %11 to i64
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %68
  store i32 %66, i32* %69, align 4, !tbaa !4
  br label %70

70:                                               ; preds = %63, %65
  ret void

71:                                               ; preds = %46, %15
  %72 = phi { i8*, i32 } [ %16, %15 ], [ %47, %46 ]
  %73 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %74 = add nsw i32 %73, -1
  store i32 %74, i32* @_ZL6g_live, align 4, !tbaa !4
  %75 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %76 = icmp slt i32 %75, 64
  br i1 %76, label %77, label %82

77:                                               ; preds = %71
  %78 = sub nsw i32 0, %0
  %79 = add nsw i32 %75, 1
  store i32 %79, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %80 = sext i32 %75 to i64
  %81 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %80
  store i32 %78, i32* %81, align 4, !tbaa !4
  br label %82

82:                                               ; preds = %71, %77
  resume { i8*, i32 } %72

83:                                               ; preds = %62, %48, %39, %27, %20, %17, %12
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #12
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare dso_local void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !4
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %13

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !11
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %11 = sext i32 %4 to i64
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %11
  store i32 %9, i32* %12, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Error* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #10 comdat align 2 {
  %2 = bitcast %struct.IoError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #9 comdat align 2 {
  ret i32 2
}

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !11
  %4 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL6g_live, align 4, !tbaa !4
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1
  store i32 %9, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %10 = sext i32 %6 to i64
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %10
  store i32 %1, i32* %11, align 4, !tbaa !4
  br label %12

12:                                               ; preds = %8, %2
  %13 = phi i32 [ %9, %8 ], [ %6, %2 ]
  %14 = icmp slt i32 %1, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %12
  %16 = tail call i8* @__cxa_allocate_exception(i64 32) #12
  %17 = sub nsw i32 0, %1
  %18 = bitcast i8* %16 to i32 (...)***
  %19 = getelementptr inbounds i8, i8* %16, i64 8
  %20 = bitcast i8* %19 to i32*
  store i32 %1, i32* %20, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, i8* %16, i64 16
  %22 = bitcast i8* %21 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %22, align 8, !tbaa !25
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, i8* %16, i64 24
  %24 = bitcast i8* %23 to i32*
  store i32 %17, i32* %24, align 8, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %25 unwind label %35

25:                                               ; preds = %15
  unreachable

26:                                               ; preds = %12
  %27 = shl nuw nsw i32 %1, 1
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1
  store i32 %27, i32* %28, align 4, !tbaa !8
  %29 = icmp slt i32 %13, 64
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = add nsw i32 %13, 1
  store i32 %31, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %32 = sext i32 %13 to i64
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %32
  store i32 777, i32* %33, align 4, !tbaa !4
  br label %34

34:                                               ; preds = %26, %30
  ret void

35:                                               ; preds = %15
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %37 = load i32, i32* @_ZL6g_live, align 4, !tbaa !4
  %38 = add nsw i32 %37, -1
  store i32 %38, i32* @_ZL6g_live, align 4, !tbaa !4
  %39 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %40 = icmp slt i32 %39, 64
  br i1 %40, label %41, label %47

41:                                               ; preds = %35
  %42 = load i32, i32* %3, align 4, !tbaa !11
  %43 = sub nsw i32 0, %42
  %44 = add nsw i32 %39, 1
  store i32 %44, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %45 = sext i32 %39 to i64
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %45
  store i32 %43, i32* %46, align 4, !tbaa !4
  br label %47

47:                                               ; preds = %41, %35
  %48 = extractvalue { i8*, i32 } %36, 1
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %64

51:                                               ; preds = %47
  %52 = extractvalue { i8*, i32 } %36, 0
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #12
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %56, label %60

56:                                               ; preds = %51
  %57 = add nsw i32 %54, 1
  store i32 %57, i32* @_ZL6g_nlog, align 4, !tbaa !4
  %58 = sext i32 %54 to i64
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %58
  store i32 888, i32* %59, align 4, !tbaa !4
  br label %60

60:                                               ; preds = %51, %56
  invoke void @__cxa_rethrow()
          to label %61 unwind label %62

61:                                               ; preds = %60
  unreachable

62:                                               ; preds = %60
  %63 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %64 unwind label %66

64:                                               ; preds = %62, %47
  %65 = phi { i8*, i32 } [ %36, %47 ], [ %63, %62 ]
  resume { i8*, i32 } %65

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          catch i8* null
  %68 = extractvalue { i8*, i32 } %67, 0
  tail call void @__clang_call_terminate(i8* %68) #13
  unreachable
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !5, i64 4}
!9 = !{!"_ZTS6Holder", !10, i64 0, !5, i64 4}
!10 = !{!"_ZTS6Tracer", !5, i64 0}
!11 = !{!10, !5, i64 0}
!12 = !{!13, !5, i64 24}
!13 = !{!"_ZTS7IoError", !5, i64 24}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = !{!17, !5, i64 8}
!17 = !{!"_ZTS5Error", !5, i64 8, !18, i64 16}
!18 = !{!"any pointer", !6, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !7, i64 0}
!21 = !{!6, !6, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = !{!17, !18, i64 16}
!26 = !{!18, !18, i64 0}
