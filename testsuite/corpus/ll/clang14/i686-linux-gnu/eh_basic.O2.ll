; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }

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
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %60

2:                                                ; preds = %143
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4)
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !6
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6)
  %8 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL6g_live, align 4, !tbaa !6
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 5, i32* %14, align 4, !tbaa !6
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !6
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13
  store i32 777, i32* %19, align 4, !tbaa !6
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !6
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18
  store i32 -5, i32* %23, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %17, %21, %16
  %25 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #12
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %40

26:                                               ; preds = %24
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1
  %28 = load i32, i32* %27, align 4, !tbaa !10
  %29 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* @_ZL6g_live, align 4, !tbaa !6
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %39

33:                                               ; preds = %26
  %34 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !13
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %31, 1
  store i32 %37, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31
  store i32 %36, i32* %38, align 4, !tbaa !6
  br label %39

39:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #12
  br label %54

40:                                               ; preds = %24
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
  %42 = extractvalue { i8*, i32 } %41, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #12
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %52

45:                                               ; preds = %40
  %46 = extractvalue { i8*, i32 } %41, 0
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12
  %48 = getelementptr inbounds i8, i8* %47, i32 12
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !14
  %51 = add nsw i32 %50, -1000
  call void @__cxa_end_catch()
  br label %54

52:                                               ; preds = %138, %40
  %53 = phi { i8*, i32 } [ %41, %40 ], [ %139, %138 ]
  resume { i8*, i32 } %53

54:                                               ; preds = %39, %45
  %55 = phi i32 [ %28, %39 ], [ %51, %45 ]
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %55)
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  %58 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %59 = icmp sgt i32 %58, 0
  br i1 %59, label %158, label %150

60:                                               ; preds = %0, %143
  %61 = phi i32 [ 0, %0 ], [ %147, %143 ]
  %62 = phi i32 [ 0, %0 ], [ %148, %143 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %62)
          to label %143 unwind label %63

63:                                               ; preds = %60
  %64 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null
  %65 = extractvalue { i8*, i32 } %64, 0
  %66 = extractvalue { i8*, i32 } %64, 1
  %67 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  %71 = bitcast i8* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !6
  %73 = add nsw i32 %72, 100
  tail call void @__cxa_end_catch() #12
  br label %143

74:                                               ; preds = %63
  %75 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12
  %76 = icmp eq i32 %66, %75
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  %79 = bitcast i8* %78 to double*
  %80 = load double, double* %79, align 4, !tbaa !16
  %81 = fmul double %80, 2.000000e+00
  %82 = fptosi double %81 to i32
  %83 = add nsw i32 %82, 200
  tail call void @__cxa_end_catch() #12
  br label %143

84:                                               ; preds = %74
  %85 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %86 = icmp eq i32 %66, %85
  br i1 %86, label %87, label %98

87:                                               ; preds = %84
  %88 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  %89 = getelementptr inbounds i8, i8* %88, i32 4
  %90 = bitcast i8* %89 to i32*
  %91 = load i32, i32* %90, align 4, !tbaa !18
  %92 = mul nsw i32 %91, 10
  %93 = add nsw i32 %92, 300
  %94 = getelementptr inbounds i8, i8* %88, i32 12
  %95 = bitcast i8* %94 to i32*
  %96 = load i32, i32* %95, align 4, !tbaa !14
  %97 = add nsw i32 %93, %96
  tail call void @__cxa_end_catch()
  br label %143

98:                                               ; preds = %84
  %99 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %100 = icmp eq i32 %66, %99
  br i1 %100, label %101, label %115

101:                                              ; preds = %98
  %102 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  %103 = bitcast i8* %102 to %struct.Error*
  %104 = getelementptr inbounds i8, i8* %102, i32 4
  %105 = bitcast i8* %104 to i32*
  %106 = load i32, i32* %105, align 4, !tbaa !18
  %107 = bitcast i8* %102 to i32 (%struct.Error*)***
  %108 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %107, align 4, !tbaa !21
  %109 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %108, i32 2
  %110 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, align 4
  %111 = invoke noundef i32 %110(%struct.Error* noundef nonnull align 4 dereferenceable(12) %103)
          to label %112 unwind label %138

112:                                              ; preds = %101
  %113 = add nsw i32 %106, 400
  %114 = add nsw i32 %113, %111
  tail call void @__cxa_end_catch()
  br label %143

115:                                              ; preds = %98
  %116 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12
  %117 = icmp eq i32 %66, %116
  br i1 %117, label %118, label %129

118:                                              ; preds = %115
  %119 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  %120 = getelementptr inbounds i8, i8* %119, i32 4
  %121 = bitcast i8* %120 to i32*
  %122 = load i32, i32* %121, align 4, !tbaa !18
  %123 = add nsw i32 %122, 500
  %124 = bitcast i8* %119 to %struct.Error*
  %125 = bitcast i8* %119 to void (%struct.Error*)***
  %126 = load void (%struct.Error*)**, void (%struct.Error*)*** %125, align 4, !tbaa !21
  %127 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %126, i32 1
  %128 = load void (%struct.Error*)*, void (%struct.Error*)** %127, align 4
  tail call void %128(%struct.Error* noundef nonnull align 4 dereferenceable(12) %124) #12
  tail call void @__cxa_end_catch() #12
  br label %143

129:                                              ; preds = %115
  %130 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12
  %131 = icmp eq i32 %66, %130
  %132 = tail call i8* @__cxa_begin_catch(i8* %65) #12
  br i1 %131, label %133, label %137

133:                                              ; preds = %129
  %134 = load i8, i8* %132, align 1, !tbaa !23
  %135 = icmp eq i8 %134, 99
  %136 = select i1 %135, i32 601, i32 600
  tail call void @__cxa_end_catch() #12
  br label %143

137:                                              ; preds = %129
  tail call void @__cxa_end_catch()
  br label %143

138:                                              ; preds = %101
  %139 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %52 unwind label %140

140:                                              ; preds = %138
  %141 = landingpad { i8*, i32 }
          catch i8* null
  %142 = extractvalue { i8*, i32 } %141, 0
  tail call void @__clang_call_terminate(i8* %142) #13
  unreachable

143:                                              ; preds = %60, %69, %77, %87, %112, %118, %133, %137
  %144 = phi i32 [ %73, %69 ], [ %83, %77 ], [ %97, %87 ], [ %114, %112 ], [ %123, %118 ], [ %136, %133 ], [ 999, %137 ], [ 0, %60 ]
  %145 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %62, i32 noundef %144, i32 noundef %145)
  %147 = add nsw i32 %144, %61
  %148 = add nuw nsw i32 %62, 1
  %149 = icmp eq i32 %148, 8
  br i1 %149, label %2, label %60, !llvm.loop !24

150:                                              ; preds = %158, %54
  %151 = add nsw i32 %147, 2
  %152 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %151, i32 noundef %152)
  %154 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %155 = icmp eq i32 %154, 0
  %156 = select i1 %155, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0)
  %157 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %156)
  ret i32 0

158:                                              ; preds = %54, %158
  %159 = phi i32 [ %163, %158 ], [ 0, %54 ]
  %160 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %159
  %161 = load i32, i32* %160, align 4, !tbaa !6
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %161)
  %163 = add nuw nsw i32 %159, 1
  %164 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %165 = icmp slt i32 %163, %164
  br i1 %165, label %158, label %150, !llvm.loop !26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %7, i32* %9, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11

11:                                               ; preds = %10
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #12
  %15 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !6
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL13rethrow_count, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #14
          to label %40 unwind label %17

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37

19:                                               ; preds = %17
  %20 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %21 = add nsw i32 %20, -1
  store i32 %21, i32* @_ZL6g_live, align 4, !tbaa !6
  %22 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %23 = icmp slt i32 %22, 64
  br i1 %23, label %24, label %41

24:                                               ; preds = %19
  %25 = sub i32 -50, %0
  %26 = add nsw i32 %22, 1
  store i32 %26, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %22
  store i32 %25, i32* %27, align 4, !tbaa !6
  br label %41

28:                                               ; preds = %10
  %29 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* @_ZL6g_live, align 4, !tbaa !6
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %74

33:                                               ; preds = %28
  %34 = sub i32 -50, %0
  %35 = add nsw i32 %31, 1
  store i32 %35, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31
  store i32 %34, i32* %36, align 4, !tbaa !6
  br label %74

37:                                               ; preds = %17
  %38 = landingpad { i8*, i32 }
          catch i8* null
  %39 = extractvalue { i8*, i32 } %38, 0
  tail call void @__clang_call_terminate(i8* %39) #13
  unreachable

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { i8*, i32 } %18, 0
  %43 = extractvalue { i8*, i32 } %18, 1
  %44 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %61

46:                                               ; preds = %41
  %47 = tail call i8* @__cxa_begin_catch(i8* %42) #12
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !6
  %50 = tail call i8* @__cxa_allocate_exception(i32 12) #12
  %51 = add nsw i32 %49, 1
  %52 = bitcast i8* %50 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %52, align 4, !tbaa !21
  %53 = getelementptr inbounds i8, i8* %50, i32 4
  %54 = bitcast i8* %53 to i32*
  store i32 %51, i32* %54, align 4, !tbaa !18
  %55 = getelementptr inbounds i8, i8* %50, i32 8
  %56 = bitcast i8* %55 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %56, align 4, !tbaa !27
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %77 unwind label %57

57:                                               ; preds = %46
  %58 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null
  %59 = extractvalue { i8*, i32 } %58, 0
  %60 = extractvalue { i8*, i32 } %58, 1
  tail call void @__cxa_end_catch() #12
  br label %61

61:                                               ; preds = %57, %41
  %62 = phi i32 [ %60, %57 ], [ %43, %41 ]
  %63 = phi i8* [ %59, %57 ], [ %42, %41 ]
  %64 = phi i32 [ %49, %57 ], [ 0, %41 ]
  %65 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %66 = icmp eq i32 %62, %65
  %67 = tail call i8* @__cxa_begin_catch(i8* %63) #12
  br i1 %66, label %68, label %76

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, i8* %67, i32 4
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !18
  %72 = mul nsw i32 %71, 100
  %73 = add nsw i32 %72, %64
  tail call void @__cxa_end_catch()
  br label %74

74:                                               ; preds = %33, %28, %68, %76
  %75 = phi i32 [ %73, %68 ], [ -1, %76 ], [ 0, %28 ], [ 0, %33 ]
  ret i32 %75

76:                                               ; preds = %61
  tail call void @__cxa_end_catch()
  br label %74

77:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %0, i32* %8, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %60 [
    i32 0, label %11
    i32 1, label %16
    i32 2, label %19
    i32 3, label %26
    i32 4, label %35
    i32 5, label %46
    i32 6, label %49
  ]

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %13 = bitcast i8* %12 to i32*
  store i32 42, i32* %13, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %78 unwind label %14

14:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  %15 = landingpad { i8*, i32 }
          cleanup
  br label %67

16:                                               ; preds = %9
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #12
  %18 = bitcast i8* %17 to double*
  store double 3.500000e+00, double* %18, align 16, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %78 unwind label %14

19:                                               ; preds = %9
  %20 = tail call i8* @__cxa_allocate_exception(i32 12) #12
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %21, align 4, !tbaa !21
  %22 = getelementptr inbounds i8, i8* %20, i32 4
  %23 = bitcast i8* %22 to i32*
  store i32 7, i32* %23, align 4, !tbaa !18
  %24 = getelementptr inbounds i8, i8* %20, i32 8
  %25 = bitcast i8* %24 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %25, align 4, !tbaa !27
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %78 unwind label %14

26:                                               ; preds = %9
  %27 = tail call i8* @__cxa_allocate_exception(i32 16) #12
  %28 = bitcast i8* %27 to i32 (...)***
  %29 = getelementptr inbounds i8, i8* %27, i32 4
  %30 = bitcast i8* %29 to i32*
  store i32 9, i32* %30, align 4, !tbaa !18
  %31 = getelementptr inbounds i8, i8* %27, i32 8
  %32 = bitcast i8* %31 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %32, align 4, !tbaa !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !21
  %33 = getelementptr inbounds i8, i8* %27, i32 12
  %34 = bitcast i8* %33 to i32*
  store i32 3, i32* %34, align 4, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %78 unwind label %14

35:                                               ; preds = %9
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %37 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwj(i32 noundef 12) #15
          to label %38 unwind label %44

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to %struct.Error*
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %40, align 4, !tbaa !21
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 1
  store i32 11, i32* %41, align 4, !tbaa !18
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 2
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %42, align 4, !tbaa !27
  %43 = bitcast i8* %36 to i8**
  store i8* %37, i8** %43, align 16, !tbaa !28
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %78 unwind label %14

44:                                               ; preds = %35
  %45 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_free_exception(i8* %36) #12
  br label %67

46:                                               ; preds = %9
  %47 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %48 = bitcast i8* %47 to i8**
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %48, align 16, !tbaa !28
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %78 unwind label %14

49:                                               ; preds = %9
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %51 = bitcast i8* %50 to i32*
  store i32 600, i32* %51, align 4, !tbaa !13
  %52 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* @_ZL6g_live, align 4, !tbaa !6
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %56, label %59

56:                                               ; preds = %49
  %57 = add nsw i32 %54, 1
  store i32 %57, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %54
  store i32 600, i32* %58, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %56, %49
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %78 unwind label %14

60:                                               ; preds = %9
  store i32 %2, i32* @_ZL6g_live, align 4, !tbaa !6
  %61 = icmp slt i32 %10, 64
  br i1 %61, label %62, label %66

62:                                               ; preds = %60
  %63 = sub nsw i32 0, %0
  %64 = add nsw i32 %10, 1
  store i32 %64, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 %63, i32* %65, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %60, %62
  ret void

67:                                               ; preds = %44, %14
  %68 = phi { i8*, i32 } [ %15, %14 ], [ %45, %44 ]
  %69 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* @_ZL6g_live, align 4, !tbaa !6
  %71 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %72 = icmp slt i32 %71, 64
  br i1 %72, label %73, label %77

73:                                               ; preds = %67
  %74 = sub nsw i32 0, %0
  %75 = add nsw i32 %71, 1
  store i32 %75, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %71
  store i32 %74, i32* %76, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %67, %73
  resume { i8*, i32 } %68

78:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #12
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !6
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !13
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %9, i32* %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %1, %6
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Error* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = bitcast %struct.IoError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  ret i32 2
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !13
  %4 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL6g_live, align 4, !tbaa !6
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1
  store i32 %9, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6
  store i32 %1, i32* %10, align 4, !tbaa !6
  br label %11

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  %13 = icmp slt i32 %1, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #12
  %16 = sub nsw i32 0, %1
  %17 = bitcast i8* %15 to i32 (...)***
  %18 = getelementptr inbounds i8, i8* %15, i32 4
  %19 = bitcast i8* %18 to i32*
  store i32 %1, i32* %19, align 4, !tbaa !18
  %20 = getelementptr inbounds i8, i8* %15, i32 8
  %21 = bitcast i8* %20 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !tbaa !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !tbaa !21
  %22 = getelementptr inbounds i8, i8* %15, i32 12
  %23 = bitcast i8* %22 to i32*
  store i32 %16, i32* %23, align 4, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %24 unwind label %33

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1
  store i32 %26, i32* %27, align 4, !tbaa !10
  %28 = icmp slt i32 %12, 64
  br i1 %28, label %29, label %32

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1
  store i32 %30, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12
  store i32 777, i32* %31, align 4, !tbaa !6
  br label %32

32:                                               ; preds = %25, %29
  ret void

33:                                               ; preds = %14
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %35 = load i32, i32* @_ZL6g_live, align 4, !tbaa !6
  %36 = add nsw i32 %35, -1
  store i32 %36, i32* @_ZL6g_live, align 4, !tbaa !6
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %38 = icmp slt i32 %37, 64
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !tbaa !13
  %41 = sub nsw i32 0, %40
  %42 = add nsw i32 %37, 1
  store i32 %42, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37
  store i32 %41, i32* %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %39, %33
  %45 = extractvalue { i8*, i32 } %34, 1
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %60

48:                                               ; preds = %44
  %49 = extractvalue { i8*, i32 } %34, 0
  %50 = tail call i8* @__cxa_begin_catch(i8* %49) #12
  %51 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = add nsw i32 %51, 1
  store i32 %54, i32* @_ZL6g_nlog, align 4, !tbaa !6
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %51
  store i32 888, i32* %55, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %48, %53
  invoke void @__cxa_rethrow()
          to label %57 unwind label %58

57:                                               ; preds = %56
  unreachable

58:                                               ; preds = %56
  %59 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %60 unwind label %62

60:                                               ; preds = %58, %44
  %61 = phi { i8*, i32 } [ %34, %44 ], [ %59, %58 ]
  resume { i8*, i32 } %61

62:                                               ; preds = %58
  %63 = landingpad { i8*, i32 }
          catch i8* null
  %64 = extractvalue { i8*, i32 } %63, 0
  tail call void @__clang_call_terminate(i8* %64) #13
  unreachable
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS6Holder", !12, i64 0, !7, i64 4}
!12 = !{!"_ZTS6Tracer", !7, i64 0}
!13 = !{!12, !7, i64 0}
!14 = !{!15, !7, i64 12}
!15 = !{!"_ZTS7IoError", !7, i64 12}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = !{!19, !7, i64 4}
!19 = !{!"_ZTS5Error", !7, i64 4, !20, i64 8}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"vtable pointer", !9, i64 0}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!19, !20, i64 8}
!28 = !{!20, !20, i64 0}
