; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"recurse: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"self: r %d count %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"heap: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"loop: %d\0A\00", align 1
@top = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@calls = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"leaf %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@handler = internal unnamed_addr global ptr null, align 8
@.str.7 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"sigsetjmp -> %d round %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"_setjmp sum %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %4 = alloca i32, align 4
  %5 = call fastcc i32 @recurse_and_jump()
  %6 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str, i32 noundef %5) #10
  %7 = call fastcc i32 @guarded(ptr noundef nonnull @inner_body, i32 noundef 3)
  %8 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.1, i32 noundef %7) #10
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !5
  %9 = call i32 @_setjmp(ptr noundef nonnull %1) #11
  %10 = load volatile i32, ptr %2, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store volatile i32 %11, ptr %2, align 4, !tbaa !5
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %0
  call void @__longjmp_chk(ptr noundef nonnull %1, i32 noundef 0) #12
  unreachable

14:                                               ; preds = %0
  %15 = load volatile i32, ptr %2, align 4, !tbaa !5
  %16 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %9, i32 noundef %15) #10
  call fastcc void @sig_jumps()
  call fastcc void @underscore_jumps()
  %17 = call noalias dereferenceable_or_null(208) ptr @malloc(i64 noundef 208) #13
  store i32 7, ptr %17, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = call i32 @_setjmp(ptr noundef nonnull %18) #11
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %14
  %22 = load i32, ptr %17, align 8, !tbaa !9
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %21
  call void @__longjmp_chk(ptr noundef nonnull %18, i32 noundef %22) #12
  unreachable

25:                                               ; preds = %21, %14
  %26 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.3, i32 noundef %19) #10
  call void @free(ptr noundef nonnull %17) #10
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 0, ptr %4, align 4, !tbaa !5
  %27 = call i32 @_setjmp(ptr noundef nonnull %3) #11
  %28 = icmp slt i32 %27, 1000
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = load volatile i32, ptr %4, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store volatile i32 %31, ptr %4, align 4, !tbaa !5
  %32 = load volatile i32, ptr %4, align 4, !tbaa !5
  %33 = icmp slt i32 %32, 1000
  br i1 %33, label %34, label %36

34:                                               ; preds = %29
  %35 = load volatile i32, ptr %4, align 4, !tbaa !5
  call void @__longjmp_chk(ptr noundef nonnull %3, i32 noundef %35) #12
  unreachable

36:                                               ; preds = %29, %25
  %37 = load volatile i32, ptr %4, align 4, !tbaa !5
  %38 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.4, i32 noundef %37) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #10
  ret i32 0
}

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @recurse_and_jump() unnamed_addr #0 {
  %1 = call i32 @_setjmp(ptr noundef nonnull @top) #11
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  call fastcc void @leaf(i32 noundef 5)
  br label %6

4:                                                ; preds = %0
  %5 = load i32, ptr @calls, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %4, %3
  %7 = phi i32 [ -1, %3 ], [ %5, %4 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @guarded(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %3) #10
  %4 = load ptr, ptr @handler, align 8, !tbaa !11
  store ptr %3, ptr @handler, align 8, !tbaa !11
  %5 = call i32 @_setjmp(ptr noundef nonnull %3) #11
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  call void %0(i32 noundef %1) #10, !callees !13
  br label %8

8:                                                ; preds = %7, %2
  store ptr %4, ptr @handler, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %3) #10
  ret i32 %5
}

; Function Attrs: noreturn nounwind uwtable
define internal void @inner_body(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  %3 = tail call fastcc i32 @guarded(ptr noundef nonnull @throw_code, i32 noundef %2)
  %4 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.7, i32 noundef %3) #10
  %5 = mul nsw i32 %0, 10
  %6 = load ptr, ptr @handler, align 8, !tbaa !11
  tail call void @__longjmp_chk(ptr noundef %6, i32 noundef %5) #12
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__longjmp_chk(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @sig_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !5
  %3 = call i32 @__sigsetjmp(ptr noundef nonnull %1, i32 noundef 1) #11
  %4 = load volatile i32, ptr %2, align 4, !tbaa !5
  %5 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.8, i32 noundef %3, i32 noundef %4) #10
  %6 = load volatile i32, ptr %2, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store volatile i32 %7, ptr %2, align 4, !tbaa !5
  %8 = icmp slt i32 %6, 2
  br i1 %8, label %9, label %12

9:                                                ; preds = %0
  %10 = load volatile i32, ptr %2, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 100
  call void @__longjmp_chk(ptr noundef nonnull %1, i32 noundef %11) #12
  unreachable

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @underscore_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !5
  %3 = call i32 @_setjmp(ptr noundef nonnull %1) #11
  %4 = load volatile i32, ptr %2, align 4, !tbaa !5
  %5 = add nsw i32 %4, %3
  store volatile i32 %5, ptr %2, align 4, !tbaa !5
  %6 = icmp slt i32 %3, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  %8 = add nsw i32 %3, 1
  call void @__longjmp_chk(ptr noundef nonnull %1, i32 noundef %8) #12
  unreachable

9:                                                ; preds = %0
  %10 = load volatile i32, ptr %2, align 4, !tbaa !5
  %11 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.9, i32 noundef %10) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #10
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
  %2 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  %3 = call i32 (ptr, i64, i32, i64, ptr, ...) @__snprintf_chk(ptr noundef nonnull %2, i64 noundef 32, i32 noundef 1, i64 noundef 32, ptr noundef nonnull @.str.5, i32 noundef %0) #10
  %4 = load i32, ptr @calls, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !5
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @__longjmp_chk(ptr noundef nonnull @top, i32 noundef 42) #12
  unreachable

8:                                                ; preds = %1
  %9 = add nsw i32 %0, -1
  call fastcc void @leaf(i32 noundef %9)
  %10 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  ret void
}

; Function Attrs: nofree
declare i32 @__snprintf_chk(ptr noundef, i64 noundef, i32 noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: noreturn nounwind uwtable
define internal void @throw_code(i32 noundef %0) #2 {
  %2 = load ptr, ptr @handler, align 8, !tbaa !11
  tail call void @__longjmp_chk(ptr noundef %2, i32 noundef %0) #12
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind returns_twice }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"ctx", !6, i64 0, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{ptr @inner_body, ptr @throw_code}
