; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Big = linkonce_odr hidden constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Big }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Big, align 8
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %47 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTI3Big]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Big) #8
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %46

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #8 [ "funclet"(token %5) ]
  %12 = getelementptr inbounds i8, ptr %11, i32 4024
  %13 = load i64, ptr %12, align 8, !tbaa !2
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i32 [ 0, %10 ], [ %41, %14 ]
  %16 = phi i64 [ 0, %10 ], [ %40, %14 ]
  %17 = getelementptr inbounds [1000 x i32], ptr %11, i32 0, i32 %15
  %18 = load i32, ptr %17, align 4, !tbaa !7
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %16, %19
  %21 = add nuw nsw i32 %15, 1
  %22 = getelementptr inbounds [1000 x i32], ptr %11, i32 0, i32 %21
  %23 = load i32, ptr %22, align 4, !tbaa !7
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %20, %24
  %26 = add nuw nsw i32 %15, 2
  %27 = getelementptr inbounds [1000 x i32], ptr %11, i32 0, i32 %26
  %28 = load i32, ptr %27, align 4, !tbaa !7
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %25, %29
  %31 = add nuw nsw i32 %15, 3
  %32 = getelementptr inbounds [1000 x i32], ptr %11, i32 0, i32 %31
  %33 = load i32, ptr %32, align 4, !tbaa !7
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %30, %34
  %36 = add nuw nsw i32 %15, 4
  %37 = getelementptr inbounds [1000 x i32], ptr %11, i32 0, i32 %36
  %38 = load i32, ptr %37, align 4, !tbaa !7
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %35, %39
  %41 = add nuw nsw i32 %15, 5
  %42 = icmp eq i32 %41, 1000
  br i1 %42, label %43, label %14, !llvm.loop !9

43:                                               ; preds = %14
  %44 = getelementptr inbounds i8, ptr %11, i32 4000
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %44, i64 noundef %13, i64 noundef %40) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %48

46:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %5) ]
  unreachable

47:                                               ; preds = %0
  unreachable

48:                                               ; preds = %43
  invoke fastcc void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %93 unwind label %49

49:                                               ; preds = %48
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @_ZTI3Big]
  %53 = tail call ptr @llvm.wasm.get.exception(token %52)
  %54 = tail call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = icmp eq i32 %54, %7
  br i1 %55, label %56, label %92

56:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %1) #8
  %57 = call ptr @__cxa_begin_catch(ptr %53) #8 [ "funclet"(token %52) ]
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(4032) %1, ptr noundef nonnull align 8 dereferenceable(4032) %57, i32 4032, i1 false), !tbaa.struct !11
  %58 = getelementptr inbounds i8, ptr %1, i32 4024
  %59 = load i64, ptr %58, align 8, !tbaa !2
  br label %60

60:                                               ; preds = %60, %56
  %61 = phi i32 [ 0, %56 ], [ %87, %60 ]
  %62 = phi i64 [ 0, %56 ], [ %86, %60 ]
  %63 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %61
  %64 = load i32, ptr %63, align 4, !tbaa !7
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = add nuw nsw i32 %61, 1
  %68 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %67
  %69 = load i32, ptr %68, align 4, !tbaa !7
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %66, %70
  %72 = add nuw nsw i32 %61, 2
  %73 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %72
  %74 = load i32, ptr %73, align 4, !tbaa !7
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %71, %75
  %77 = add nuw nsw i32 %61, 3
  %78 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %77
  %79 = load i32, ptr %78, align 4, !tbaa !7
  %80 = sext i32 %79 to i64
  %81 = add nsw i64 %76, %80
  %82 = add nuw nsw i32 %61, 4
  %83 = getelementptr inbounds [1000 x i32], ptr %1, i32 0, i32 %82
  %84 = load i32, ptr %83, align 4, !tbaa !7
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %81, %85
  %87 = add nuw nsw i32 %61, 5
  %88 = icmp eq i32 %87, 1000
  br i1 %88, label %89, label %60, !llvm.loop !9

89:                                               ; preds = %60
  %90 = getelementptr inbounds i8, ptr %1, i32 4000
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %90, i64 noundef %59, i64 noundef %86) [ "funclet"(token %52) ]
  call void @__cxa_end_catch() [ "funclet"(token %52) ]
  call void @llvm.lifetime.end.p0(i64 4032, ptr nonnull %1) #8
  catchret from %52 to label %94

92:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %52) ]
  unreachable

93:                                               ; preds = %48
  unreachable

94:                                               ; preds = %89
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL14fill_and_throwi(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #8
  br label %20

3:                                                ; preds = %20
  %4 = getelementptr inbounds i8, ptr %2, i32 4000
  store i8 98, ptr %4, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %2, i32 4001
  store i8 105, ptr %5, align 1, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %2, i32 4002
  store i8 103, ptr %6, align 2, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %2, i32 4003
  store i8 32, ptr %7, align 1, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %2, i32 4004
  store i8 101, ptr %8, align 4, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %2, i32 4005
  store i8 120, ptr %9, align 1, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %2, i32 4006
  store i8 99, ptr %10, align 2, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %2, i32 4007
  store i8 101, ptr %11, align 1, !tbaa !12
  %12 = getelementptr inbounds i8, ptr %2, i32 4008
  store i8 112, ptr %12, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %2, i32 4009
  store i8 116, ptr %13, align 1, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %2, i32 4010
  store i8 105, ptr %14, align 2, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %2, i32 4011
  store i8 111, ptr %15, align 1, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %2, i32 4012
  store i8 110, ptr %16, align 4, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %2, i32 4013
  store i8 0, ptr %17, align 1, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %2, i32 4024
  store i64 %35, ptr %18, align 8, !tbaa !2
  %19 = tail call ptr @__cxa_allocate_exception(i32 4032) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 16 dereferenceable(4032) %19, ptr noundef nonnull align 8 dereferenceable(4032) %2, i32 4032, i1 false), !tbaa.struct !11
  tail call void @__cxa_throw(ptr %19, ptr nonnull @_ZTI3Big, ptr null) #6
  unreachable

20:                                               ; preds = %20, %1
  %21 = phi i64 [ 0, %1 ], [ %35, %20 ]
  %22 = phi i32 [ 0, %1 ], [ %36, %20 ]
  %23 = mul nsw i32 %22, %0
  %24 = add nsw i32 %23, 7
  %25 = srem i32 %24, 1009
  %26 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %22
  store i32 %25, ptr %26, align 8, !tbaa !7
  %27 = sext i32 %25 to i64
  %28 = add nsw i64 %21, %27
  %29 = or disjoint i32 %22, 1
  %30 = mul nsw i32 %29, %0
  %31 = add nsw i32 %30, 7
  %32 = srem i32 %31, 1009
  %33 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %29
  store i32 %32, ptr %33, align 4, !tbaa !7
  %34 = sext i32 %32 to i64
  %35 = add nsw i64 %28, %34
  %36 = add nuw nsw i32 %22, 2
  %37 = icmp eq i32 %36, 1000
  br i1 %37, label %3, label %20, !llvm.loop !14
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #7

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
