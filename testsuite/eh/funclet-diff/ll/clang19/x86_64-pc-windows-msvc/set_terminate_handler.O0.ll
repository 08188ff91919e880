; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor15 = type { ptr, ptr, [16 x i8] }
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

$"??_C@_0BF@ILOAKBFC@my_terminate?5called?6?$AA@" = comdat any

$"??_C@_0BG@MICDMINE@some?5other?5exception?6?$AA@" = comdat any

$"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = comdat any

@"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", comdat, align 1
@"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUUnhandled@@@8" = linkonce_odr global %rtti.TypeDescriptor15 { ptr @"??_7type_info@@6B@", ptr null, [16 x i8] c".?AUUnhandled@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUUnhandled@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUUnhandled@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUUnhandled@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUUnhandled@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUUnhandled@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BF@ILOAKBFC@my_terminate?5called?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"my_terminate called\0A\00", comdat, align 1
@"??_C@_0BG@MICDMINE@some?5other?5exception?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"some other exception\0A\00", comdat, align 1
@"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Unhandled, align 4
  store i32 0, ptr %1, align 4
  %5 = call ptr @set_terminate(ptr noundef @"?my_terminate@@YAXXZ") #5
  store ptr %5, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = icmp ne ptr %6, null
  %8 = zext i1 %7 to i32
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@EIODIMFE@old?5handler?5set?3?5?$CFd?6?$AA@", i32 noundef %8)
  %10 = call ptr @set_terminate(ptr noundef @"?my_terminate@@YAXXZ") #5
  store ptr %10, ptr %3, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = icmp eq ptr %11, @"?my_terminate@@YAXXZ"
  %13 = zext i1 %12 to i32
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@PFIKJFPF@second?5set?5returns?5mine?3?5?$CFd?6?$AA@", i32 noundef %13)
  %15 = getelementptr inbounds %struct.Unhandled, ptr %4, i32 0, i32 0
  store i32 9, ptr %15, align 4
  call void @_CxxThrowException(ptr %4, ptr @"_TI1?AUUnhandled@@") #6
  unreachable
}

; Function Attrs: nounwind
declare dso_local ptr @set_terminate(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?my_terminate@@YAXXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@ILOAKBFC@my_terminate?5called?6?$AA@")
  invoke void @_CxxThrowException(ptr null, ptr null) #6
          to label %17 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5, label %13] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUUnhandled@@@8", i32 8, ptr %1]
  %7 = load ptr, ptr %1, align 8
  %8 = getelementptr inbounds %struct.Unhandled, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@ELKEPMAN@current?5exception?5is?5Unhandled?5?$CF@", i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11, %16
  call void @exit(i32 noundef 3) #6
  unreachable

13:                                               ; preds = %3
  %14 = catchpad within %4 [ptr null, i32 64, ptr null]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@MICDMINE@some?5other?5exception?6?$AA@") [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13
  br label %12

17:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noreturn
declare dso_local void @exit(i32 noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
