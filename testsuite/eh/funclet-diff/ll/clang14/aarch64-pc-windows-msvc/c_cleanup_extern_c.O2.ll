; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", comdat, align 8
@str = private unnamed_addr constant [5 x i8] c"~Obj\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local void @c_thrower(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  store i32 99, i32* %2, align 4, !tbaa !8
  %5 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %21 unwind label %18

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 100
  %8 = add nsw i32 %0, -1
  %9 = add nsw i32 %0, 999
  invoke void @c_thrower(i32 noundef %8)
          to label %14 unwind label %10

10:                                               ; preds = %6
  %11 = cleanuppad within none []
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9) #6 [ "funclet"(token %11) ]
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7) #6 [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %18

14:                                               ; preds = %6
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9) #6
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7) #6
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #6
  ret void

18:                                               ; preds = %10, %4
  %19 = cleanuppad within none []
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #6 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller

21:                                               ; preds = %4
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress uwtable
define dso_local void @c_middle(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = add nsw i32 %0, 1000
  invoke void @c_thrower(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %2) #6
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %2) #6 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  invoke fastcc void @"?cpp_frame@@YAXXZ"()
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %1]
  %6 = load i32, i32* %1, align 4, !tbaa !8
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6) [ "funclet"(token %5) ]
  catchret from %5 to label %8

8:                                                ; preds = %0, %4
  ret i32 0
}

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?cpp_frame@@YAXXZ"() unnamed_addr #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  invoke void @c_thrower(i32 noundef 2)
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #6
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #6 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
