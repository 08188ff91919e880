; ModuleID = 'llvm-link'
source_filename = "async_mixed.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.EXCEPTION_POINTERS = type { ptr, ptr }
%struct.EXCEPTION_RECORD = type { i32, i32, ptr, ptr, i32, [15 x i32] }
%struct.Obj = type { i32 }
%struct.Guard = type { ptr }

$"??0Obj@@QAE@H@Z" = comdat any

$"??1Guard@@QAE@XZ" = comdat any

$"??1Obj@@QAE@XZ" = comdat any

$"??0Obj@@QAE@ABU0@@Z" = comdat any

$"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = comdat any

$"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"1: a C++ throw taken by __except\0A\00", comdat, align 1
@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"2: declined by the filter, caught by C++\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = linkonce_odr dso_local unnamed_addr constant [40 x i8] c"3: an SEH exception through C++ frames\0A\00", comdat, align 1
@seen_params = internal global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUObj@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Obj@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUObj@@@8??0Obj@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Obj@@QAE@XZ", ptr null, ptr @"_CTA1?AUObj@@" }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  catch (...) takes it\0A\00", comdat, align 1
@"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"  catch (int): not reached\0A\00", comdat, align 1
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2, ptr %3)
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@")
  invoke void @llvm.seh.try.begin()
          to label %5 unwind label %7

5:                                                ; preds = %0
  invoke void @throw_through_finally() #9
          to label %6 unwind label %7

6:                                                ; preds = %5
  invoke void @llvm.seh.try.end()
          to label %32 unwind label %7

7:                                                ; preds = %6, %5, %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @"?filt$0@0@main@@"]
  catchret from %10 to label %11

11:                                               ; preds = %9
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %12)
  br label %14

14:                                               ; preds = %32, %11
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@")
  %16 = call i32 @cxx_catch_around(ptr noundef @declining)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i32 noundef %16)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@")
  invoke void @llvm.seh.try.begin()
          to label %19 unwind label %21

19:                                               ; preds = %14
  invoke void @cxx_call(ptr noundef @raiser) #9
          to label %20 unwind label %21

20:                                               ; preds = %19
  invoke void @llvm.seh.try.end()
          to label %31 unwind label %21

21:                                               ; preds = %20, %19, %14
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"?filt$1@0@main@@"]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %26)
  br label %28

28:                                               ; preds = %31, %25
  %29 = load i32, ptr @seen_params, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i32 noundef %29)
  ret i32 0

31:                                               ; preds = %20
  br label %28

32:                                               ; preds = %6
  br label %14
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.begin() #3

; Function Attrs: noinline optnone
define internal void @throw_through_finally() #0 personality ptr @_except_handler3 {
  invoke void @llvm.seh.scope.begin()
          to label %1 unwind label %6

1:                                                ; preds = %0
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %6

2:                                                ; preds = %1
  invoke void @cxx_throw(i32 noundef 7) #9
          to label %3 unwind label %6

3:                                                ; preds = %2
  invoke void @llvm.seh.try.end()
          to label %4 unwind label %6

4:                                                ; preds = %3
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef zeroext 0, ptr noundef %5)
  ret void

6:                                                ; preds = %3, %2, %1, %0
  %7 = cleanuppad within none []
  %8 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef zeroext 1, ptr noundef %8) [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: nounwind willreturn memory(write)
declare dso_local void @llvm.seh.try.end() #3

; Function Attrs: noinline
define internal i32 @"?filt$0@0@main@@"() #4 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @look(ptr noundef %5, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: noinline optnone
define internal void @declining() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %1)
  invoke void @llvm.seh.try.begin()
          to label %2 unwind label %9

2:                                                ; preds = %0
  invoke void @llvm.seh.scope.begin()
          to label %3 unwind label %17

3:                                                ; preds = %2
  invoke void @llvm.seh.try.begin()
          to label %4 unwind label %17

4:                                                ; preds = %3
  invoke void @cxx_throw(i32 noundef 8) #9
          to label %5 unwind label %17

5:                                                ; preds = %4
  invoke void @llvm.seh.try.end()
          to label %6 unwind label %17

6:                                                ; preds = %5
  %7 = call ptr @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef zeroext 0, ptr noundef %7) #9
          to label %8 unwind label %9

8:                                                ; preds = %6
  invoke void @llvm.seh.try.end()
          to label %16 unwind label %9

9:                                                ; preds = %21, %19, %17, %8, %6, %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"?filt$0@0@declining@@"]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@")
  br label %15

15:                                               ; preds = %16, %13
  ret void

16:                                               ; preds = %8
  br label %15

17:                                               ; preds = %5, %4, %3, %2
  %18 = cleanuppad within none []
  invoke void @llvm.seh.scope.end() [ "funclet"(token %18) ]
          to label %19 unwind label %9

19:                                               ; preds = %17
  %20 = call ptr @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef zeroext 1, ptr noundef %20) #9 [ "funclet"(token %18) ]
          to label %21 unwind label %9

21:                                               ; preds = %19
  cleanupret from %18 unwind label %9
}

; Function Attrs: noinline optnone
define internal void @raiser() #0 {
  call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null)
  ret void
}

; Function Attrs: noinline
define internal i32 @"?filt$1@0@main@@"() #4 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @look(ptr noundef %5, i32 noundef 1)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #5

; Function Attrs: noinline optnone
define internal i32 @look(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.EXCEPTION_POINTERS, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  store ptr %8, ptr %5, align 4
  %9 = load ptr, ptr %5, align 4
  %10 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %9, i32 0, i32 4
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr %5, align 4
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = load ptr, ptr %5, align 4
  %16 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %17, i32 noundef %14, i32 noundef %11)
  %19 = load ptr, ptr %5, align 4
  %20 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, -529697949
  br i1 %22, label %23, label %45

23:                                               ; preds = %2
  %24 = load ptr, ptr %5, align 4
  %25 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %24, i32 0, i32 5
  %26 = getelementptr inbounds [15 x i32], ptr %25, i32 0, i32 2
  %27 = load i32, ptr %26, align 4
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @"??_C@_03KCHOJKKI@set?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %31 = load ptr, ptr %5, align 4
  %32 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %31, i32 0, i32 5
  %33 = getelementptr inbounds [15 x i32], ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = inttoptr i32 %34 to ptr
  %36 = call i32 @cxx_obj_value(ptr noundef %35)
  %37 = load ptr, ptr %5, align 4
  %38 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %37, i32 0, i32 5
  %39 = getelementptr inbounds [15 x i32], ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %40, i32 noundef %36, ptr noundef %30)
  %42 = load ptr, ptr %5, align 4
  %43 = getelementptr inbounds %struct.EXCEPTION_RECORD, ptr %42, i32 0, i32 4
  %44 = load i32, ptr %43, align 4
  store i32 %44, ptr @seen_params, align 4
  br label %45

45:                                               ; preds = %23, %2
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.begin() #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #5

; Function Attrs: noinline
define internal void @"?fin$0@0@declining@@"(i8 noundef zeroext %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 4
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: noinline
define internal i32 @"?filt$0@0@declining@@"() #4 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @declining, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @declining, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 @look(ptr noundef %5, i32 noundef 0)
  ret i32 %9
}

; Function Attrs: nounwind memory(none)
declare dso_local void @llvm.seh.scope.end() #6

; Function Attrs: noinline
define internal void @"?fin$0@0@throw_through_finally@@"(i8 noundef zeroext %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 4
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local i32 @cxx_obj_value(ptr noundef %0) #7 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone
define dso_local void @cxx_throw(i32 noundef %0) #8 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 4
  %4 = alloca %struct.Obj, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  store ptr @"??_C@_07PCOLHLLC@thrower?$AA@", ptr %5, align 4
  invoke void @llvm.seh.scope.begin()
          to label %6 unwind label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = invoke x86_thiscallcc noundef ptr @"??0Obj@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %6
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI1?AUObj@@") #10
          to label %12 unwind label %10

10:                                               ; preds = %9, %6, %1
  %11 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Obj@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %8)
  ret ptr %5
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Obj@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #8 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i32 noundef %11)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define dso_local i32 @cxx_catch_around(ptr noundef %0) #8 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %5 = load ptr, ptr %3, align 4
  invoke void %5()
          to label %17 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %4]
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Obj, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i32 noundef %12) [ "funclet"(token %9) ]
  %14 = load ptr, ptr %4, align 4
  %15 = getelementptr inbounds %struct.Obj, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %2, align 4
  catchret from %9 to label %18

17:                                               ; preds = %1
  br label %19

18:                                               ; preds = %8
  br label %20

19:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone
define dso_local void @cxx_call(ptr noundef %0) #8 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  %3 = alloca %struct.Guard, align 4
  store ptr %0, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  store ptr @"??_C@_06GFECGKEO@caller?$AA@", ptr %4, align 4
  invoke void @llvm.seh.scope.begin()
          to label %5 unwind label %25

5:                                                ; preds = %1
  invoke void @llvm.seh.try.begin()
          to label %6 unwind label %8

6:                                                ; preds = %5
  %7 = load ptr, ptr %2, align 4
  invoke void %7()
          to label %24 unwind label %8

8:                                                ; preds = %6, %5
  %9 = catchswitch within none [label %10, label %18] unwind label %25

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr null]
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@") [ "funclet"(token %11) ]
          to label %13 unwind label %25

13:                                               ; preds = %10
  invoke void @llvm.seh.scope.end() [ "funclet"(token %11) ]
          to label %14 unwind label %25

14:                                               ; preds = %13
  catchret from %11 to label %15

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %24, %23, %15
  invoke void @llvm.seh.scope.end()
          to label %17 unwind label %25

17:                                               ; preds = %16
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #11
  ret void

18:                                               ; preds = %8
  %19 = catchpad within %9 [ptr null, i32 0, ptr null]
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@") [ "funclet"(token %19) ]
          to label %21 unwind label %25

21:                                               ; preds = %18
  invoke void @llvm.seh.scope.end() [ "funclet"(token %19) ]
          to label %22 unwind label %25

22:                                               ; preds = %21
  catchret from %19 to label %23

23:                                               ; preds = %22
  br label %16

24:                                               ; preds = %6
  br label %16

25:                                               ; preds = %21, %18, %16, %13, %10, %8, %1
  %26 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #11 [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller
}

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(write) }
attributes #4 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind memory(none) }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline }
attributes #10 = { noreturn }
attributes #11 = { nounwind }

!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"NumRegisterParameters", i32 0}
!2 = !{i32 1, !"wchar_size", i32 2}
!3 = !{i32 2, !"eh-asynch", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"MaxTLSAlign", i32 65536}
