; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr hidden constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %49 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #2
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %48

10:                                               ; preds = %4
  %11 = call i8* @__cxa_begin_catch(i8* %6) #2 [ "funclet"(token %5) ]
  %12 = bitcast i8* %11 to %struct.Big*
  %13 = getelementptr inbounds i8, i8* %11, i32 4024
  %14 = bitcast i8* %13 to i64*
  %15 = load i64, i64* %14, align 8, !tbaa !2
  br label %16

16:                                               ; preds = %16, %10
  %17 = phi i32 [ 0, %10 ], [ %43, %16 ]
  %18 = phi i64 [ 0, %10 ], [ %42, %16 ]
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %12, i32 0, i32 0, i32 %17
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %18, %21
  %23 = add nuw nsw i32 %17, 1
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %12, i32 0, i32 0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !7
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %22, %26
  %28 = add nuw nsw i32 %17, 2
  %29 = getelementptr inbounds %struct.Big, %struct.Big* %12, i32 0, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = sext i32 %30 to i64
  %32 = add nsw i64 %27, %31
  %33 = add nuw nsw i32 %17, 3
  %34 = getelementptr inbounds %struct.Big, %struct.Big* %12, i32 0, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4, !tbaa !7
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %32, %36
  %38 = add nuw nsw i32 %17, 4
  %39 = getelementptr inbounds %struct.Big, %struct.Big* %12, i32 0, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %37, %41
  %43 = add nuw nsw i32 %17, 5
  %44 = icmp eq i32 %43, 1000
  br i1 %44, label %45, label %16, !llvm.loop !9

45:                                               ; preds = %16
  %46 = getelementptr inbounds i8, i8* %11, i32 4000
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i8* noundef nonnull %46, i64 noundef %15, i64 noundef %42) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %49

48:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %5) ]
  unreachable

49:                                               ; preds = %0, %45
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %96 unwind label %50

50:                                               ; preds = %49
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)]
  %54 = tail call i8* @llvm.wasm.get.exception(token %53)
  %55 = tail call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #2
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %95

58:                                               ; preds = %52
  %59 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %59) #2
  %60 = call i8* @__cxa_begin_catch(i8* %54) #2 [ "funclet"(token %53) ]
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(4032) %59, i8* noundef nonnull align 8 dereferenceable(4032) %60, i32 4032, i1 false), !tbaa.struct !11
  %61 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 2
  %62 = load i64, i64* %61, align 8, !tbaa !2
  br label %63

63:                                               ; preds = %63, %58
  %64 = phi i32 [ 0, %58 ], [ %90, %63 ]
  %65 = phi i64 [ 0, %58 ], [ %89, %63 ]
  %66 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %64
  %67 = load i32, i32* %66, align 4, !tbaa !7
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %65, %68
  %70 = add nuw nsw i32 %64, 1
  %71 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %70
  %72 = load i32, i32* %71, align 4, !tbaa !7
  %73 = sext i32 %72 to i64
  %74 = add nsw i64 %69, %73
  %75 = add nuw nsw i32 %64, 2
  %76 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4, !tbaa !7
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %74, %78
  %80 = add nuw nsw i32 %64, 3
  %81 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %79, %83
  %85 = add nuw nsw i32 %64, 4
  %86 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %84, %88
  %90 = add nuw nsw i32 %64, 5
  %91 = icmp eq i32 %90, 1000
  br i1 %91, label %92, label %63, !llvm.loop !9

92:                                               ; preds = %63
  %93 = getelementptr inbounds %struct.Big, %struct.Big* %1, i32 0, i32 1, i32 0
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i32 0, i32 0), i8* noundef nonnull %93, i64 noundef %62, i64 noundef %89) [ "funclet"(token %53) ]
  call void @__cxa_end_catch() [ "funclet"(token %53) ]
  call void @llvm.lifetime.end.p0i8(i64 4032, i8* nonnull %59) #2
  catchret from %53 to label %96

95:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %53) ]
  unreachable

96:                                               ; preds = %49, %92
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %3) #2
  br label %9

4:                                                ; preds = %9
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 13, i1 false), !tbaa !12
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 13
  store i8 0, i8* %6, align 1, !tbaa !12
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  store i64 %24, i64* %7, align 8, !tbaa !2
  %8 = tail call i8* @__cxa_allocate_exception(i32 4032) #2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(4032) %8, i8* noundef nonnull align 8 dereferenceable(4032) %3, i32 4032, i1 false), !tbaa.struct !11
  tail call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %24, %9 ]
  %11 = phi i32 [ 0, %1 ], [ %25, %9 ]
  %12 = mul nsw i32 %11, %0
  %13 = add nsw i32 %12, 7
  %14 = srem i32 %13, 1009
  %15 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %11
  store i32 %14, i32* %15, align 8, !tbaa !7
  %16 = sext i32 %14 to i64
  %17 = add nsw i64 %10, %16
  %18 = or i32 %11, 1
  %19 = mul nsw i32 %18, %0
  %20 = add nsw i32 %19, 7
  %21 = srem i32 %20, 1009
  %22 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %18
  store i32 %21, i32* %22, align 4, !tbaa !7
  %23 = sext i32 %21 to i64
  %24 = add nsw i64 %17, %23
  %25 = add nuw nsw i32 %11, 2
  %26 = icmp eq i32 %25, 1000
  br i1 %26, label %4, label %9, !llvm.loop !14
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !6, i64 4024}
!3 = !{!"_ZTS3Big", !4, i64 0, !4, i64 4000, !6, i64 4024}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!"long long", !4, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 0, i64 4000, !12, i64 4000, i64 24, !12, i64 4024, i64 8, !13}
!12 = !{!4, !4, i64 0}
!13 = !{!6, !6, i64 0}
!14 = distinct !{!14, !10}
