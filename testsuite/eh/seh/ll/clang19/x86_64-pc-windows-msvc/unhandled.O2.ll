; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.1 = private unnamed_addr constant [16 x i8] c"filter declines\00", align 1
@str.2 = private unnamed_addr constant [36 x i8] c"finally: not reached before the end\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  invoke fastcc void @deep() #6
          to label %8 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @"?filt$0@0@main@@"]
  catchret from %4 to label %5

5:                                                ; preds = %3
  %6 = tail call i32 @llvm.eh.exceptioncode(token %4)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %8

8:                                                ; preds = %0, %5
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @"?filt$0@0@main@@"(ptr nocapture readnone %0, ptr nocapture readnone %1) #1 {
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @deep() unnamed_addr #2 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
