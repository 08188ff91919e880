; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
@sink = dso_local global i8* null, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"new int / delete\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"new int[3] / delete[]\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"new Obj[2] / delete[] (sized)\00", align 1
@_ZSt7nothrow = external global %"struct.std::nothrow_t", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"nothrow new: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"a block\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"nothrow new / nothrow delete\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"nothrow new[]: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"nothrow new[] / nothrow delete[]\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"nothrow new when new throws: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [35 x i8] c"nothrow new[] when new throws: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"failing nothrow forms\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"throwing new\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", align 1
@.str.20 = private unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", align 1
@_ZL4used = internal global i32 0, align 4
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_Znwj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL4news, align 4
  %5 = load i8, i8* @_ZL9fail_next, align 1
  %6 = trunc i8 %5 to i1
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  store i8 0, i8* @_ZL9fail_next, align 1
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i32 0, i32 0))
  %9 = call i8* @__cxa_allocate_exception(i32 4) #13
  %10 = bitcast i8* %9 to i32*
  store i32 7, i32* %10, align 8
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
  unreachable

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = call noundef i8* @_ZL4takejj(i32 noundef %12, i32 noundef 16)
  ret i8* %13
}

declare i32 @printf(i8* noundef, ...) #1

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i8* @_ZL4takejj(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* @_ZL4used, align 4
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %6, %7
  %9 = sub i32 %8, 1
  %10 = load i32, i32* %4, align 4
  %11 = udiv i32 %9, %10
  %12 = load i32, i32* %4, align 4
  %13 = mul i32 %11, %12
  store i32 %13, i32* @_ZL4used, align 4
  %14 = load i32, i32* @_ZL4used, align 4
  %15 = getelementptr inbounds i8, i8* getelementptr inbounds ([4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 0), i32 %14
  store i8* %15, i8** %5, align 4
  %16 = load i32, i32* %3, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, i32* %3, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = load i32, i32* @_ZL4used, align 4
  %24 = add i32 %23, %22
  store i32 %24, i32* @_ZL4used, align 4
  %25 = load i8*, i8** %5, align 4
  ret i8* %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPv(i8* noundef %0) #3 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL7deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL7deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @_ZnwjSt11align_val_t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL5anews, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = call noundef i8* @_ZL4takejj(i32 noundef %7, i32 noundef %8)
  ret i8* %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPvSt11align_val_t(i8* noundef %0, i32 noundef %1) #3 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, i32* @_ZL8adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL8adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 4
  %3 = alloca i32*, align 4
  %4 = alloca %struct.Obj*, align 4
  %5 = alloca %struct.Obj*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i1, align 1
  %9 = alloca i8*, align 4
  %10 = alloca i32*, align 4
  %11 = alloca i8*, align 4
  %12 = alloca i1, align 1
  %13 = alloca i8*, align 4
  %14 = alloca i32*, align 4
  %15 = alloca i8*, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8*, align 4
  %19 = alloca i8*, align 4
  %20 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %21 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 4) #15
  %22 = bitcast i8* %21 to i32*
  store i32 1, i32* %22, align 4
  store i32* %22, i32** %2, align 4
  %23 = load i32*, i32** %2, align 4
  %24 = bitcast i32* %23 to i8*
  store volatile i8* %24, i8** @sink, align 4
  %25 = load i32*, i32** %2, align 4
  %26 = icmp eq i32* %25, null
  br i1 %26, label %29, label %27

27:                                               ; preds = %0
  %28 = bitcast i32* %25 to i8*
  call void @_ZdlPv(i8* noundef %28) #16
  br label %29

29:                                               ; preds = %27, %0
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0))
  %30 = call noalias noundef nonnull i8* @_Znaj(i32 noundef 12) #15
  %31 = bitcast i8* %30 to i32*
  store i32* %31, i32** %3, align 4
  %32 = load i32*, i32** %3, align 4
  %33 = bitcast i32* %32 to i8*
  store volatile i8* %33, i8** @sink, align 4
  %34 = load i32*, i32** %3, align 4
  %35 = icmp eq i32* %34, null
  br i1 %35, label %38, label %36

36:                                               ; preds = %29
  %37 = bitcast i32* %34 to i8*
  call void @_ZdaPv(i8* noundef %37) #16
  br label %38

38:                                               ; preds = %36, %29
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0))
  %39 = call noalias noundef nonnull i8* @_Znaj(i32 noundef 16) #15
  %40 = bitcast i8* %39 to i32*
  store i32 4, i32* %40, align 4
  %41 = getelementptr inbounds i32, i32* %40, i32 1
  store i32 2, i32* %41, align 4
  %42 = getelementptr inbounds i8, i8* %39, i32 8
  %43 = bitcast i8* %42 to %struct.Obj*
  store %struct.Obj* %43, %struct.Obj** %5, align 4
  store %struct.Obj* %43, %struct.Obj** %5, align 4
  %44 = getelementptr inbounds %struct.Obj, %struct.Obj* %43, i32 0, i32 0
  store i32 1, i32* %44, align 4
  %45 = getelementptr inbounds %struct.Obj, %struct.Obj* %43, i32 1
  store %struct.Obj* %45, %struct.Obj** %5, align 4
  %46 = getelementptr inbounds %struct.Obj, %struct.Obj* %45, i32 0, i32 0
  store i32 2, i32* %46, align 4
  %47 = getelementptr inbounds %struct.Obj, %struct.Obj* %45, i32 1
  store %struct.Obj* %43, %struct.Obj** %4, align 4
  %48 = load %struct.Obj*, %struct.Obj** %4, align 4
  %49 = bitcast %struct.Obj* %48 to i8*
  store volatile i8* %49, i8** @sink, align 4
  %50 = load %struct.Obj*, %struct.Obj** %4, align 4
  %51 = icmp eq %struct.Obj* %50, null
  br i1 %51, label %66, label %52

52:                                               ; preds = %38
  %53 = bitcast %struct.Obj* %50 to i8*
  %54 = getelementptr inbounds i8, i8* %53, i32 -8
  %55 = getelementptr inbounds i8, i8* %54, i32 4
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4
  %58 = getelementptr inbounds %struct.Obj, %struct.Obj* %50, i32 %57
  %59 = icmp eq %struct.Obj* %50, %58
  br i1 %59, label %65, label %60

60:                                               ; preds = %60, %52
  %61 = phi %struct.Obj* [ %58, %52 ], [ %62, %60 ]
  %62 = getelementptr inbounds %struct.Obj, %struct.Obj* %61, i32 -1
  %63 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %62) #13
  %64 = icmp eq %struct.Obj* %62, %50
  br i1 %64, label %65, label %60

65:                                               ; preds = %60, %52
  call void @_ZdaPv(i8* noundef %54) #16
  br label %66

66:                                               ; preds = %65, %38
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0))
  %67 = call noalias noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %68 = icmp eq i8* %67, null
  store i1 false, i1* %8, align 1
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  store i8* %67, i8** %7, align 4
  store i1 true, i1* %8, align 1
  %70 = bitcast i8* %67 to i32*
  store i32 2, i32* %70, align 4
  br label %71

71:                                               ; preds = %69, %66
  %72 = phi i32* [ %70, %69 ], [ null, %66 ]
  store i32* %72, i32** %6, align 4
  %73 = load i32*, i32** %6, align 4
  %74 = bitcast i32* %73 to i8*
  store volatile i8* %74, i8** @sink, align 4
  %75 = load i32*, i32** %6, align 4
  %76 = icmp ne i32* %75, null
  %77 = zext i1 %76 to i64
  %78 = select i1 %76, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %78)
  %80 = load i32*, i32** %6, align 4
  %81 = bitcast i32* %80 to i8*
  call void @_ZdlPvRKSt9nothrow_t(i8* noundef %81, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0))
  %82 = call noalias noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store i8* %82, i8** %9, align 4
  %83 = load i8*, i8** %9, align 4
  store volatile i8* %83, i8** @sink, align 4
  %84 = load i8*, i8** %9, align 4
  %85 = icmp ne i8* %84, null
  %86 = zext i1 %85 to i64
  %87 = select i1 %85, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), i8* noundef %87)
  %89 = load i8*, i8** %9, align 4
  call void @_ZdaPvRKSt9nothrow_t(i8* noundef %89, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i32 0, i32 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %90 = call noalias noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %91 = icmp eq i8* %90, null
  store i1 false, i1* %12, align 1
  br i1 %91, label %94, label %92

92:                                               ; preds = %71
  store i8* %90, i8** %11, align 4
  store i1 true, i1* %12, align 1
  %93 = bitcast i8* %90 to i32*
  store i32 3, i32* %93, align 4
  br label %94

94:                                               ; preds = %92, %71
  %95 = phi i32* [ %93, %92 ], [ null, %71 ]
  store i32* %95, i32** %10, align 4
  %96 = load i32*, i32** %10, align 4
  %97 = bitcast i32* %96 to i8*
  store volatile i8* %97, i8** @sink, align 4
  %98 = load i32*, i32** %10, align 4
  %99 = icmp ne i32* %98, null
  %100 = zext i1 %99 to i64
  %101 = select i1 %99, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i8* noundef %101)
  store i8 1, i8* @_ZL9fail_next, align 1
  %103 = call noalias noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store i8* %103, i8** %13, align 4
  %104 = load i8*, i8** %13, align 4
  store volatile i8* %104, i8** @sink, align 4
  %105 = load i8*, i8** %13, align 4
  %106 = icmp ne i8* %105, null
  %107 = zext i1 %106 to i64
  %108 = select i1 %106, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i32 0, i32 0), i8* noundef %108)
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i32 0, i32 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %110 = invoke noalias noundef nonnull i8* @_Znwj(i32 noundef 4) #15
          to label %111 unwind label %119

111:                                              ; preds = %94
  %112 = bitcast i8* %110 to i32*
  store i32 4, i32* %112, align 4
  store i32* %112, i32** %14, align 4
  %113 = load i32*, i32** %14, align 4
  %114 = bitcast i32* %113 to i8*
  store volatile i8* %114, i8** @sink, align 4
  %115 = load i32*, i32** %14, align 4
  %116 = load i32, i32* %115, align 4
  %117 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i32 0, i32 0), i32 noundef %116)
          to label %118 unwind label %119

118:                                              ; preds = %111
  br label %135

119:                                              ; preds = %111, %94
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %121 = extractvalue { i8*, i32 } %120, 0
  store i8* %121, i8** %15, align 4
  %122 = extractvalue { i8*, i32 } %120, 1
  store i32 %122, i32* %16, align 4
  br label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %16, align 4
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %168

127:                                              ; preds = %123
  %128 = load i8*, i8** %15, align 4
  %129 = call i8* @__cxa_begin_catch(i8* %128) #13
  %130 = bitcast i8* %129 to i32*
  %131 = load i32, i32* %130, align 4
  store i32 %131, i32* %17, align 4
  %132 = load i32, i32* %17, align 4
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i32 0, i32 0), i32 noundef %132)
          to label %134 unwind label %164

134:                                              ; preds = %127
  call void @__cxa_end_catch() #13
  br label %135

135:                                              ; preds = %134, %118
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0))
  %136 = call noalias noundef nonnull align 64 i8* @_ZnwjSt11align_val_t(i32 noundef 8, i32 noundef 64) #18
  store i8* %136, i8** %18, align 4
  %137 = load i8*, i8** %18, align 4
  %138 = ptrtoint i8* %137 to i32
  %139 = and i32 %138, 63
  %140 = icmp eq i32 %139, 0
  %141 = zext i1 %140 to i32
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), i32 noundef %141)
  %143 = load i8*, i8** %18, align 4
  call void @_ZdlPvjSt11align_val_t(i8* noundef %143, i32 noundef 8, i32 noundef 64) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i32 0, i32 0))
  %144 = call noalias noundef nonnull align 32 i8* @_ZnajSt11align_val_t(i32 noundef 40, i32 noundef 32) #18
  store i8* %144, i8** %19, align 4
  %145 = load i8*, i8** %19, align 4
  %146 = ptrtoint i8* %145 to i32
  %147 = and i32 %146, 31
  %148 = icmp eq i32 %147, 0
  %149 = zext i1 %148 to i32
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i32 0, i32 0), i32 noundef %149)
  %151 = load i8*, i8** %19, align 4
  call void @_ZdaPvSt11align_val_t(i8* noundef %151, i32 noundef 32) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i32 0, i32 0))
  %152 = call noalias noundef align 128 i8* @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #19
  store i8* %152, i8** %20, align 4
  %153 = load i8*, i8** %20, align 4
  %154 = icmp ne i8* %153, null
  %155 = zext i1 %154 to i64
  %156 = select i1 %154, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0)
  %157 = load i8*, i8** %20, align 4
  %158 = ptrtoint i8* %157 to i32
  %159 = and i32 %158, 127
  %160 = icmp eq i32 %159, 0
  %161 = zext i1 %160 to i32
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i32 0, i32 0), i8* noundef %156, i32 noundef %161)
  %163 = load i8*, i8** %20, align 4
  call void @_ZdlPvSt11align_val_t(i8* noundef %163, i32 noundef 128) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i32 0, i32 0))
  ret i32 0

164:                                              ; preds = %127
  %165 = landingpad { i8*, i32 }
          cleanup
  %166 = extractvalue { i8*, i32 } %165, 0
  store i8* %166, i8** %15, align 4
  %167 = extractvalue { i8*, i32 } %165, 1
  store i32 %167, i32* %16, align 4
  call void @__cxa_end_catch() #13
  br label %168

168:                                              ; preds = %164, %123
  %169 = load i8*, i8** %15, align 4
  %170 = load i32, i32* %16, align 4
  %171 = insertvalue { i8*, i32 } undef, i8* %169, 0
  %172 = insertvalue { i8*, i32 } %171, i32 %170, 1
  resume { i8*, i32 } %172
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6countsPKc(i8* noundef %0) #5 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = load i32, i32* @_ZL4news, align 4
  %5 = load i32, i32* @_ZL7deletes, align 4
  %6 = load i32, i32* @_ZL5anews, align 4
  %7 = load i32, i32* @_ZL8adeletes, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  store i32 0, i32* @_ZL8adeletes, align 4
  store i32 0, i32* @_ZL5anews, align 4
  store i32 0, i32* @_ZL7deletes, align 4
  store i32 0, i32* @_ZL4news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znaj(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #20
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #10

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare void @_ZdlPvjSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnajSt11align_val_t(i32 noundef, i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #12 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #20
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind readnone }
attributes #11 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { noinline noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { builtin nounwind allocsize(0) }
attributes #18 = { allocsize(0) }
attributes #19 = { nounwind allocsize(0) }
attributes #20 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
