; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  br label %61

2:                                                ; preds = %144
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0)
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4)
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !9
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6)
  %8 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL6g_live, align 4, !tbaa !9
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %11 = icmp slt i32 %10, 64
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1
  store i32 %13, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 5, i32* %14, align 4, !tbaa !9
  %15 = icmp eq i32 %10, 63
  br i1 %15, label %16, label %17

16:                                               ; preds = %12, %2
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !9
  br label %24

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2
  store i32 %18, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13
  store i32 777, i32* %19, align 4, !tbaa !9
  store i32 %8, i32* @_ZL6g_live, align 4, !tbaa !9
  %20 = icmp slt i32 %10, 62
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = add nsw i32 %10, 3
  store i32 %22, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18
  store i32 -5, i32* %23, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %17, %21, %16
  %25 = bitcast %struct.Holder* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #12
  %26 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %27 unwind label %41

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !13
  %30 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %31 = add nsw i32 %30, -1
  store i32 %31, i32* @_ZL6g_live, align 4, !tbaa !9
  %32 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %40

34:                                               ; preds = %27
  %35 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !16
  %37 = sub nsw i32 0, %36
  %38 = add nsw i32 %32, 1
  store i32 %38, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %32
  store i32 %37, i32* %39, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #12
  br label %55

41:                                               ; preds = %24
  %42 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
  %43 = extractvalue { i8*, i32 } %42, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #12
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %41
  %47 = extractvalue { i8*, i32 } %42, 0
  %48 = call i8* @__cxa_begin_catch(i8* %47) #12
  %49 = getelementptr inbounds i8, i8* %48, i32 12
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4, !tbaa !17
  %52 = add nsw i32 %51, -1000
  call void @__cxa_end_catch()
  br label %55

53:                                               ; preds = %139, %41
  %54 = phi { i8*, i32 } [ %42, %41 ], [ %140, %139 ]
  resume { i8*, i32 } %54

55:                                               ; preds = %40, %46
  %56 = phi i32 [ %29, %40 ], [ %52, %46 ]
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %56)
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0))
  %59 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %159, label %151

61:                                               ; preds = %0, %144
  %62 = phi i32 [ 0, %0 ], [ %148, %144 ]
  %63 = phi i32 [ 0, %0 ], [ %149, %144 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %63)
          to label %144 unwind label %64

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null
  %66 = extractvalue { i8*, i32 } %65, 0
  %67 = extractvalue { i8*, i32 } %65, 1
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %64
  %71 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 4, !tbaa !9
  %74 = add nsw i32 %73, 100
  tail call void @__cxa_end_catch() #12
  br label %144

75:                                               ; preds = %64
  %76 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12
  %77 = icmp eq i32 %67, %76
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  %79 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  %80 = bitcast i8* %79 to double*
  %81 = load double, double* %80, align 8, !tbaa !19
  %82 = fmul double %81, 2.000000e+00
  %83 = fptosi double %82 to i32
  %84 = add nsw i32 %83, 200
  tail call void @__cxa_end_catch() #12
  br label %144

85:                                               ; preds = %75
  %86 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12
  %87 = icmp eq i32 %67, %86
  br i1 %87, label %88, label %99

88:                                               ; preds = %85
  %89 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  %90 = getelementptr inbounds i8, i8* %89, i32 4
  %91 = bitcast i8* %90 to i32*
  %92 = load i32, i32* %91, align 4, !tbaa !21
  %93 = mul nsw i32 %92, 10
  %94 = add nsw i32 %93, 300
  %95 = getelementptr inbounds i8, i8* %89, i32 12
  %96 = bitcast i8* %95 to i32*
  %97 = load i32, i32* %96, align 4, !tbaa !17
  %98 = add nsw i32 %94, %97
  tail call void @__cxa_end_catch()
  br label %144

99:                                               ; preds = %85
  %100 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %101 = icmp eq i32 %67, %100
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  %104 = bitcast i8* %103 to %struct.Error*
  %105 = getelementptr inbounds i8, i8* %103, i32 4
  %106 = bitcast i8* %105 to i32*
  %107 = load i32, i32* %106, align 4, !tbaa !21
  %108 = bitcast i8* %103 to i32 (%struct.Error*)***
  %109 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %108, align 4, !tbaa !24
  %110 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, i32 2
  %111 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %110, align 4
  %112 = invoke noundef i32 %111(%struct.Error* noundef nonnull align 4 dereferenceable(12) %104)
          to label %113 unwind label %139

113:                                              ; preds = %102
  %114 = add nsw i32 %107, 400
  %115 = add nsw i32 %114, %112
  tail call void @__cxa_end_catch()
  br label %144

116:                                              ; preds = %99
  %117 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12
  %118 = icmp eq i32 %67, %117
  br i1 %118, label %119, label %130

119:                                              ; preds = %116
  %120 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  %121 = getelementptr inbounds i8, i8* %120, i32 4
  %122 = bitcast i8* %121 to i32*
  %123 = load i32, i32* %122, align 4, !tbaa !21
  %124 = add nsw i32 %123, 500
  %125 = bitcast i8* %120 to %struct.Error*
  %126 = bitcast i8* %120 to void (%struct.Error*)***
  %127 = load void (%struct.Error*)**, void (%struct.Error*)*** %126, align 4, !tbaa !24
  %128 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %127, i32 1
  %129 = load void (%struct.Error*)*, void (%struct.Error*)** %128, align 4
  tail call void %129(%struct.Error* noundef nonnull align 4 dereferenceable(12) %125) #12
  tail call void @__cxa_end_catch() #12
  br label %144

130:                                              ; preds = %116
  %131 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12
  %132 = icmp eq i32 %67, %131
  %133 = tail call i8* @__cxa_begin_catch(i8* %66) #12
  br i1 %132, label %134, label %138

134:                                              ; preds = %130
  %135 = load i8, i8* %133, align 1, !tbaa !26
  %136 = icmp eq i8 %135, 99
  %137 = select i1 %136, i32 601, i32 600
  tail call void @__cxa_end_catch() #12
  br label %144

138:                                              ; preds = %130
  tail call void @__cxa_end_catch()
  br label %144

139:                                              ; preds = %102
  %140 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %53 unwind label %141

141:                                              ; preds = %139
  %142 = landingpad { i8*, i32 }
          catch i8* null
  %143 = extractvalue { i8*, i32 } %142, 0
  tail call void @__clang_call_terminate(i8* %143) #13
  unreachable

144:                                              ; preds = %61, %70, %78, %88, %113, %119, %134, %138
  %145 = phi i32 [ %74, %70 ], [ %84, %78 ], [ %98, %88 ], [ %115, %113 ], [ %124, %119 ], [ %137, %134 ], [ 999, %138 ], [ 0, %61 ]
  %146 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %63, i32 noundef %145, i32 noundef %146)
  %148 = add nsw i32 %145, %62
  %149 = add nuw nsw i32 %63, 1
  %150 = icmp eq i32 %149, 8
  br i1 %150, label %2, label %61, !llvm.loop !27

151:                                              ; preds = %159, %55
  %152 = add nsw i32 %148, 2
  %153 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152, i32 noundef %153)
  %155 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0)
  %158 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %157)
  ret i32 0

159:                                              ; preds = %55, %159
  %160 = phi i32 [ %164, %159 ], [ 0, %55 ]
  %161 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4, !tbaa !9
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %162)
  %164 = add nuw nsw i32 %160, 1
  %165 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %159, label %151, !llvm.loop !29
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !9
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50
  %8 = add nsw i32 %4, 1
  store i32 %8, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %7, i32* %9, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11

11:                                               ; preds = %10
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #12
  %15 = load i32, i32* @_ZL13rethrow_count, align 4, !tbaa !9
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL13rethrow_count, align 4, !tbaa !9
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
  %20 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %21 = add nsw i32 %20, -1
  store i32 %21, i32* @_ZL6g_live, align 4, !tbaa !9
  %22 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %23 = icmp slt i32 %22, 64
  br i1 %23, label %24, label %41

24:                                               ; preds = %19
  %25 = sub i32 -50, %0
  %26 = add nsw i32 %22, 1
  store i32 %26, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %22
  store i32 %25, i32* %27, align 4, !tbaa !9
  br label %41

28:                                               ; preds = %10
  %29 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* @_ZL6g_live, align 4, !tbaa !9
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %32 = icmp slt i32 %31, 64
  br i1 %32, label %33, label %74

33:                                               ; preds = %28
  %34 = sub i32 -50, %0
  %35 = add nsw i32 %31, 1
  store i32 %35, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31
  store i32 %34, i32* %36, align 4, !tbaa !9
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
  %49 = load i32, i32* %48, align 4, !tbaa !9
  %50 = tail call i8* @__cxa_allocate_exception(i32 12) #12
  %51 = add nsw i32 %49, 1
  %52 = bitcast i8* %50 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %52, align 4, !tbaa !24
  %53 = getelementptr inbounds i8, i8* %50, i32 4
  %54 = bitcast i8* %53 to i32*
  store i32 %51, i32* %54, align 4, !tbaa !21
  %55 = getelementptr inbounds i8, i8* %50, i32 8
  %56 = bitcast i8* %55 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %56, align 4, !tbaa !30
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
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
  %71 = load i32, i32* %70, align 4, !tbaa !21
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

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !9
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1
  store i32 %7, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %0, i32* %8, align 4, !tbaa !9
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
  store i32 42, i32* %13, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %78 unwind label %14

14:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  %15 = landingpad { i8*, i32 }
          cleanup
  br label %67

16:                                               ; preds = %9
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #12
  %18 = bitcast i8* %17 to double*
  store double 3.500000e+00, double* %18, align 8, !tbaa !19
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %78 unwind label %14

19:                                               ; preds = %9
  %20 = tail call i8* @__cxa_allocate_exception(i32 12) #12
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %21, align 4, !tbaa !24
  %22 = getelementptr inbounds i8, i8* %20, i32 4
  %23 = bitcast i8* %22 to i32*
  store i32 7, i32* %23, align 4, !tbaa !21
  %24 = getelementptr inbounds i8, i8* %20, i32 8
  %25 = bitcast i8* %24 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %25, align 4, !tbaa !30
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %78 unwind label %14

26:                                               ; preds = %9
  %27 = tail call i8* @__cxa_allocate_exception(i32 16) #12
  %28 = bitcast i8* %27 to i32 (...)***
  %29 = getelementptr inbounds i8, i8* %27, i32 4
  %30 = bitcast i8* %29 to i32*
  store i32 9, i32* %30, align 4, !tbaa !21
  %31 = getelementptr inbounds i8, i8* %27, i32 8
  %32 = bitcast i8* %31 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %32, align 4, !tbaa !30
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !24
  %33 = getelementptr inbounds i8, i8* %27, i32 12
  %34 = bitcast i8* %33 to i32*
  store i32 3, i32* %34, align 4, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %78 unwind label %14

35:                                               ; preds = %9
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %37 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwj(i32 noundef 12) #15
          to label %38 unwind label %44

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to %struct.Error*
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %40, align 4, !tbaa !24
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 1
  store i32 11, i32* %41, align 4, !tbaa !21
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 2
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %42, align 4, !tbaa !30
  %43 = bitcast i8* %36 to i8**
  store i8* %37, i8** %43, align 8, !tbaa !31
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
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %48, align 8, !tbaa !31
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %78 unwind label %14

49:                                               ; preds = %9
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %51 = bitcast i8* %50 to i32*
  store i32 600, i32* %51, align 4, !tbaa !16
  %52 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* @_ZL6g_live, align 4, !tbaa !9
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %56, label %59

56:                                               ; preds = %49
  %57 = add nsw i32 %54, 1
  store i32 %57, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %54
  store i32 600, i32* %58, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %56, %49
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %78 unwind label %14

60:                                               ; preds = %9
  store i32 %2, i32* @_ZL6g_live, align 4, !tbaa !9
  %61 = icmp slt i32 %10, 64
  br i1 %61, label %62, label %66

62:                                               ; preds = %60
  %63 = sub nsw i32 0, %0
  %64 = add nsw i32 %10, 1
  store i32 %64, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10
  store i32 %63, i32* %65, align 4, !tbaa !9
  br label %66

66:                                               ; preds = %60, %62
  ret void

67:                                               ; preds = %44, %14
  %68 = phi { i8*, i32 } [ %15, %14 ], [ %45, %44 ]
  %69 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* @_ZL6g_live, align 4, !tbaa !9
  %71 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %72 = icmp slt i32 %71, 64
  br i1 %72, label %73, label %77

73:                                               ; preds = %67
  %74 = sub nsw i32 0, %0
  %75 = add nsw i32 %71, 1
  store i32 %75, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %71
  store i32 %74, i32* %76, align 4, !tbaa !9
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

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret %struct.Error* %0
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL6g_live, align 4, !tbaa !9
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %5 = icmp slt i32 %4, 64
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !16
  %9 = sub nsw i32 0, %8
  %10 = add nsw i32 %4, 1
  store i32 %10, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4
  store i32 %9, i32* %11, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %1, %6
  ret %struct.Tracer* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Error* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = bitcast %struct.IoError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  ret i32 2
}

declare void @__cxa_rethrow() local_unnamed_addr

define linkonce_odr dso_local noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !16
  %4 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL6g_live, align 4, !tbaa !9
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1
  store i32 %9, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6
  store i32 %1, i32* %10, align 4, !tbaa !9
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
  store i32 %1, i32* %19, align 4, !tbaa !21
  %20 = getelementptr inbounds i8, i8* %15, i32 8
  %21 = bitcast i8* %20 to i8**
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !tbaa !30
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !tbaa !24
  %22 = getelementptr inbounds i8, i8* %15, i32 12
  %23 = bitcast i8* %22 to i32*
  store i32 %16, i32* %23, align 4, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %24 unwind label %33

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1
  store i32 %26, i32* %27, align 4, !tbaa !13
  %28 = icmp slt i32 %12, 64
  br i1 %28, label %29, label %32

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1
  store i32 %30, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12
  store i32 777, i32* %31, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %25, %29
  ret %struct.Holder* %0

33:                                               ; preds = %14
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
  %35 = load i32, i32* @_ZL6g_live, align 4, !tbaa !9
  %36 = add nsw i32 %35, -1
  store i32 %36, i32* @_ZL6g_live, align 4, !tbaa !9
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %38 = icmp slt i32 %37, 64
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !tbaa !16
  %41 = sub nsw i32 0, %40
  %42 = add nsw i32 %37, 1
  store i32 %42, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37
  store i32 %41, i32* %43, align 4, !tbaa !9
  br label %44

44:                                               ; preds = %39, %33
  %45 = extractvalue { i8*, i32 } %34, 1
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %60

48:                                               ; preds = %44
  %49 = extractvalue { i8*, i32 } %34, 0
  %50 = tail call i8* @__cxa_begin_catch(i8* %49) #12
  %51 = load i32, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = add nsw i32 %51, 1
  store i32 %54, i32* @_ZL6g_nlog, align 4, !tbaa !9
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %51
  store i32 888, i32* %55, align 4, !tbaa !9
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

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 4}
!14 = !{!"_ZTS6Holder", !15, i64 0, !10, i64 4}
!15 = !{!"_ZTS6Tracer", !10, i64 0}
!16 = !{!15, !10, i64 0}
!17 = !{!18, !10, i64 12}
!18 = !{!"_ZTS7IoError", !10, i64 12}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !11, i64 0}
!21 = !{!22, !10, i64 4}
!22 = !{!"_ZTS5Error", !10, i64 4, !23, i64 8}
!23 = !{!"any pointer", !11, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !12, i64 0}
!26 = !{!11, !11, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = distinct !{!29, !28}
!30 = !{!22, !23, i64 8}
!31 = !{!23, !23, i64 0}
