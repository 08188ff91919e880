; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@str = private unnamed_addr constant [31 x i8] c"unexpected handler: throwing A\00", align 1
@str.4 = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL7handlerv) #7
  invoke fastcc void @_ZL6only_ai(i32 noundef 1)
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #7
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %9, label %27

8:                                                ; preds = %9, %0
  unreachable

9:                                                ; preds = %2, %27
  %10 = phi ptr [ @.str, %27 ], [ @.str.1, %2 ]
  %11 = tail call ptr @__cxa_begin_catch(ptr %4) #7
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %10, i32 noundef %12)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL6only_ai(i32 noundef 2)
          to label %8 unwind label %14

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1A
          catch ptr @_ZTI1B
  %16 = extractvalue { ptr, i32 } %15, 1
  %17 = icmp eq i32 %16, %6
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #7
  %20 = icmp eq i32 %16, %19
  br i1 %20, label %21, label %30

21:                                               ; preds = %14, %18
  %22 = phi ptr [ @.str, %18 ], [ @.str.1, %14 ]
  %23 = extractvalue { ptr, i32 } %15, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #7
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %22, i32 noundef %25)
  tail call void @__cxa_end_catch()
  ret i32 0

27:                                               ; preds = %2
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #7
  %29 = icmp eq i32 %5, %28
  br i1 %29, label %9, label %30

30:                                               ; preds = %18, %27
  %31 = phi { ptr, i32 } [ %3, %27 ], [ %15, %18 ]
  resume { ptr, i32 } %31
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZL7handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 2, ptr %2, align 16, !tbaa !9
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1A, ptr null) #8
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL6only_ai(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq i32 %0, 1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  %4 = select i1 %2, i32 1, i32 2
  %5 = select i1 %2, ptr @_ZTI1A, ptr @_ZTI1B
  store i32 %4, ptr %3, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull %5, ptr null) #8
          to label %13 unwind label %6

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTI1A]
  %8 = extractvalue { ptr, i32 } %7, 1
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  %10 = icmp slt i32 %8, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0
  tail call void @__cxa_call_unexpected(ptr %12) #8
  unreachable

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %6
  resume { ptr, i32 } %7
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS1A", !6, i64 0}
