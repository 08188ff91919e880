; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor15 = type { i8**, i8*, [16 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Unhandled = type { i32 }

$"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUUnhandled@@@8" = comdat any

$"_CT??_R0?AUUnhandled@@@84" = comdat any

$"_CTA1?AUUnhandled@@" = comdat any

$"_TI1?AUUnhandled@@" = comdat any

$"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = comdat any

@"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", comdat, align 8
@"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUUnhandled@@@8" = linkonce_odr global %rtti.TypeDescriptor15 { i8** @"??_7type_info@@6B@", i8* null, [16 x i8] c".?AUUnhandled@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUUnhandled@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor15* @"??_R0?AUUnhandled@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUUnhandled@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUUnhandled@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", comdat, align 8
@str = private unnamed_addr constant [20 x i8] c"my_terminate called\00", align 1
@str.1 = private unnamed_addr constant [21 x i8] c"some other exception\00", align 1

; Function Attrs: mustprogress norecurse noreturn uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Unhandled, align 4
  %2 = tail call void ()* @set_terminate(void ()* noundef nonnull @"?my_terminate@@YAXXZ") #6
  %3 = icmp ne void ()* %2, null
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %4)
  %6 = tail call void ()* @set_terminate(void ()* noundef nonnull @"?my_terminate@@YAXXZ") #6
  %7 = icmp eq void ()* %6, @"?my_terminate@@YAXXZ"
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8)
  %10 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %1, i64 0, i32 0
  store i32 9, i32* %10, align 4, !tbaa !8
  %11 = bitcast %struct.Unhandled* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1?AUUnhandled@@") #7
  unreachable
}

; Function Attrs: nounwind
declare dso_local void ()* @set_terminate(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @"?my_terminate@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Unhandled*, align 8
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str, i64 0, i64 0))
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #7
          to label %15 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5, label %12] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor15* @"??_R0?AUUnhandled@@@8", i32 8, %struct.Unhandled** %1]
  %7 = load %struct.Unhandled*, %struct.Unhandled** %1, align 8, !tbaa !13
  %8 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %7, i64 0, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !8
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@", i64 0, i64 0), i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %12, %5
  call void @exit(i32 noundef 3) #7
  unreachable

12:                                               ; preds = %3
  %13 = catchpad within %4 [i8* null, i32 64, i8* null]
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %13) ]
  catchret from %13 to label %11

15:                                               ; preds = %0
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noreturn
declare dso_local void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUUnhandled@@", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
