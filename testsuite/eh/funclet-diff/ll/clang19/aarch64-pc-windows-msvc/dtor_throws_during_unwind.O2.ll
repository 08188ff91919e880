; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%struct.Second = type { i32 }
%struct.First = type { i32 }

$"??_R0?AUFirst@@@8" = comdat any

$"_CT??_R0?AUFirst@@@84" = comdat any

$"_CTA1?AUFirst@@" = comdat any

$"_TI1?AUFirst@@" = comdat any

$"??_R0?AUSecond@@@8" = comdat any

$"_CT??_R0?AUSecond@@@84" = comdat any

$"_CTA1?AUSecond@@" = comdat any

$"_TI1?AUSecond@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUFirst@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUFirst@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUFirst@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUFirst@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUFirst@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFirst@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUFirst@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUSecond@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSecond@@\00" }, comdat
@"_CT??_R0?AUSecond@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSecond@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUSecond@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUSecond@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUSecond@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.1 = private unnamed_addr constant [15 x i8] c"throwing First\00", align 1
@str.2 = private unnamed_addr constant [19 x i8] c"~Bad throws Second\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  invoke fastcc void @"?work@@YAXXZ"()
          to label %6 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr null, i32 64, ptr null]
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  catchret from %4 to label %7

6:                                                ; preds = %0
  unreachable

7:                                                ; preds = %3
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?work@@YAXXZ"() unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Second, align 4
  %2 = alloca %struct.First, align 4
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  store i32 1, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUFirst@@") #4
          to label %7 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %5) ]
  store i32 2, ptr %1, align 4
  call void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUSecond@@") #4 [ "funclet"(token %5) ]
  unreachable

7:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
