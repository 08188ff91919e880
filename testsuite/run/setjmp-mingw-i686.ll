; setjmp/longjmp on MinGW (i686-w64-windows-gnu: _setjmp3(env, 0), msvcrt's longjmp):
; frames without an EH personality are popped as on Linux (SPEC.md X-SJLJ-4).
; Inputs/setjmp-mingw.c, clang-14 -O2 -D__USE_MINGW_ANSI_STDIO=0 with the mingw-w64 headers;
; the program is target-independent C: expected output from its native x86_64 Linux binary.
; RUN: sh -c '%ehi run %s; echo "status $?"' | FileCheck %s
; CHECK: leaf: 42 after 6 calls
; CHECK-NEXT: inner caught 4
; CHECK-NEXT: guarded: 30
; CHECK-NEXT: self: 1
; CHECK-NEXT: status 0

; ModuleID = 'mingw.c'
source_filename = "mingw.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:32-n8:16:32-a:0:32-S32"
target triple = "i686-w64-windows-gnu"

@top = internal global [16 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [25 x i8] c"leaf: %d after %d calls\0A\00", align 1
@calls = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"self: %d\0A\00", align 1
@handler = internal unnamed_addr global [16 x i32]* null, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i32], align 4
  %3 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  %4 = call i32 @_setjmp3(i32* noundef getelementptr inbounds ([16 x i32], [16 x i32]* @top, i32 0, i32 0), i8* noundef null) #6
  store volatile i32 %4, i32* %1, align 4, !tbaa !3
  %5 = load volatile i32, i32* %1, align 4, !tbaa !3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %0
  %8 = load i32, i32* @calls, align 4, !tbaa !3
  %9 = add i32 %8, 6
  store i32 %9, i32* @calls, align 4, !tbaa !3
  call void @longjmp(i32* noundef getelementptr inbounds ([16 x i32], [16 x i32]* @top, i32 0, i32 0), i32 noundef 42) #7
  unreachable

10:                                               ; preds = %0
  %11 = load volatile i32, i32* %1, align 4, !tbaa !3
  %12 = load i32, i32* @calls, align 4, !tbaa !3
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i32 noundef %12)
  %14 = call fastcc i32 @guarded(void (i32)* noundef nonnull @inner_body, i32 noundef 3)
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef %14)
  %16 = bitcast [16 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %16) #8
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 0
  %18 = call i32 @_setjmp3(i32* noundef nonnull %17, i8* noundef null) #6
  store volatile i32 %18, i32* %1, align 4, !tbaa !3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %10
  call void @longjmp(i32* noundef nonnull %17, i32 noundef 0) #7
  unreachable

21:                                               ; preds = %10
  %22 = load volatile i32, i32* %1, align 4, !tbaa !3
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %22)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %16) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind returns_twice
declare dso_local i32 @_setjmp3(i32* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
define internal fastcc i32 @guarded(void (i32)* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca [16 x i32], align 4
  %4 = bitcast [16 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #8
  %5 = load [16 x i32]*, [16 x i32]** @handler, align 4, !tbaa !7
  store [16 x i32]* %3, [16 x i32]** @handler, align 4, !tbaa !7
  %6 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 0
  %7 = call i32 @_setjmp3(i32* noundef nonnull %6, i8* noundef null) #6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  call void %0(i32 noundef %1) #8, !callees !9
  br label %10

10:                                               ; preds = %9, %2
  store [16 x i32]* %5, [16 x i32]** @handler, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #8
  ret i32 %7
}

; Function Attrs: noreturn nounwind
define internal void @inner_body(i32 noundef %0) #4 {
  %2 = add nsw i32 %0, 1
  %3 = tail call fastcc i32 @guarded(void (i32)* noundef nonnull @throw_code, i32 noundef %2)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3)
  %5 = mul nsw i32 %0, 10
  %6 = load [16 x i32]*, [16 x i32]** @handler, align 4, !tbaa !7
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 0
  tail call void @longjmp(i32* noundef %7, i32 noundef %5) #7
  unreachable
}

; Function Attrs: noreturn nounwind
declare dllimport void @longjmp(i32* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind
define internal void @throw_code(i32 noundef %0) #4 {
  %2 = load [16 x i32]*, [16 x i32]** @handler, align 4, !tbaa !7
  %3 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 0
  tail call void @longjmp(i32* noundef %3, i32 noundef %0) #7
  unreachable
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind returns_twice }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !5, i64 0}
!9 = !{void (i32)* @inner_body, void (i32)* @throw_code}
