; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"recurse: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"self: r %d count %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"heap: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"loop: %d\0A\00", align 1
@top = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@calls = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"leaf %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@handler = internal unnamed_addr global ptr null, align 8
@.str.7 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"sigsetjmp -> %d round %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"_setjmp sum %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %4 = alloca i32, align 4
  %5 = call fastcc i32 @recurse_and_jump()
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5)
  %7 = call fastcc i32 @guarded(ptr noundef nonnull @inner_body, i32 noundef 3)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !6
  %9 = call i32 @_setjmp(ptr noundef nonnull %1) #9
  %10 = load volatile i32, ptr %2, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  store volatile i32 %11, ptr %2, align 4, !tbaa !6
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %0
  call void @longjmp(ptr noundef nonnull %1, i32 noundef 0) #10
  unreachable

14:                                               ; preds = %0
  %15 = load volatile i32, ptr %2, align 4, !tbaa !6
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, i32 noundef %15)
  call fastcc void @sig_jumps()
  call fastcc void @underscore_jumps()
  %17 = call noalias dereferenceable_or_null(320) ptr @malloc(i64 noundef 320) #11
  store i32 7, ptr %17, align 8, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = call i32 @_setjmp(ptr noundef nonnull %18) #9
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %14
  %22 = load i32, ptr %17, align 8, !tbaa !10
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %21
  call void @longjmp(ptr noundef nonnull %18, i32 noundef %22) #10
  unreachable

25:                                               ; preds = %21, %14
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %19)
  call void @free(ptr noundef nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 0, ptr %4, align 4, !tbaa !6
  %27 = call i32 @_setjmp(ptr noundef nonnull %3) #9
  %28 = icmp slt i32 %27, 1000
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = load volatile i32, ptr %4, align 4, !tbaa !6
  %31 = add nsw i32 %30, 1
  store volatile i32 %31, ptr %4, align 4, !tbaa !6
  %32 = load volatile i32, ptr %4, align 4, !tbaa !6
  %33 = icmp slt i32 %32, 1000
  br i1 %33, label %34, label %36

34:                                               ; preds = %29
  %35 = load volatile i32, ptr %4, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull %3, i32 noundef %35) #10
  unreachable

36:                                               ; preds = %29, %25
  %37 = load volatile i32, ptr %4, align 4, !tbaa !6
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @recurse_and_jump() unnamed_addr #0 {
  %1 = call i32 @_setjmp(ptr noundef nonnull @top) #9
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  call fastcc void @leaf(i32 noundef 5)
  br label %6

4:                                                ; preds = %0
  %5 = load i32, ptr @calls, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %4, %3
  %7 = phi i32 [ -1, %3 ], [ %5, %4 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @guarded(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %3) #8
  %4 = load ptr, ptr @handler, align 8, !tbaa !12
  store ptr %3, ptr @handler, align 8, !tbaa !12
  %5 = call i32 @_setjmp(ptr noundef nonnull %3) #9
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  call void %0(i32 noundef %1) #8, !callees !14
  br label %8

8:                                                ; preds = %7, %2
  store ptr %4, ptr @handler, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %3) #8
  ret i32 %5
}

; Function Attrs: noreturn nounwind uwtable
define internal void @inner_body(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  %3 = tail call fastcc i32 @guarded(ptr noundef nonnull @throw_code, i32 noundef %2)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  %5 = mul nsw i32 %0, 10
  %6 = load ptr, ptr @handler, align 8, !tbaa !12
  tail call void @longjmp(ptr noundef %6, i32 noundef %5) #10
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @sig_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !6
  %3 = call i32 @__sigsetjmp(ptr noundef nonnull %1, i32 noundef 1) #9
  %4 = load volatile i32, ptr %2, align 4, !tbaa !6
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %3, i32 noundef %4)
  %6 = load volatile i32, ptr %2, align 4, !tbaa !6
  %7 = add nsw i32 %6, 1
  store volatile i32 %7, ptr %2, align 4, !tbaa !6
  %8 = icmp slt i32 %6, 2
  br i1 %8, label %9, label %12

9:                                                ; preds = %0
  %10 = load volatile i32, ptr %2, align 4, !tbaa !6
  %11 = mul nsw i32 %10, 100
  call void @siglongjmp(ptr noundef nonnull %1, i32 noundef %11) #10
  unreachable

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %1) #8
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @underscore_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !6
  %3 = call i32 @_setjmp(ptr noundef nonnull %1) #9
  %4 = load volatile i32, ptr %2, align 4, !tbaa !6
  %5 = add nsw i32 %4, %3
  store volatile i32 %5, ptr %2, align 4, !tbaa !6
  %6 = icmp slt i32 %3, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  %8 = add nsw i32 %3, 1
  call void @_longjmp(ptr noundef nonnull %1, i32 noundef %8) #10
  unreachable

9:                                                ; preds = %0
  %10 = load volatile i32, ptr %2, align 4, !tbaa !6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %1) #8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc void @leaf(i32 noundef %0) unnamed_addr #0 {
  %2 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  %3 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.5, i32 noundef %0) #8
  %4 = load i32, ptr @calls, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !6
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @top, i32 noundef 42) #10
  unreachable

8:                                                ; preds = %1
  %9 = add nsw i32 %0, -1
  tail call fastcc void @leaf(i32 noundef %9)
  %10 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define internal void @throw_code(i32 noundef %0) #2 {
  %2 = load ptr, ptr @handler, align 8, !tbaa !12
  tail call void @longjmp(ptr noundef %2, i32 noundef %0) #10
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @siglongjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @_longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"ctx", !7, i64 0, !8, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{ptr @inner_body, ptr @throw_code}
