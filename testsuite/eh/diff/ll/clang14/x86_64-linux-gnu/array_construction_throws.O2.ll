; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca [4 x %struct.Elem], align 16
  store i32 4, i32* %1, align 4, !tbaa !5
  %4 = bitcast [6 x %struct.Elem]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #7
  %5 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 0
  %6 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 0, i32 0
  store i32 1, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 1, i32* %6, align 16, !tbaa !9
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1)
  %8 = load i32, i32* %1, align 4, !tbaa !5
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %17

10:                                               ; preds = %53, %44, %35, %26, %17, %0
  %11 = phi %struct.Elem* [ %5, %0 ], [ %18, %17 ], [ %27, %26 ], [ %36, %35 ], [ %45, %44 ], [ %54, %53 ]
  %12 = getelementptr inbounds %struct.Elem, %struct.Elem* %11, i64 0, i32 0
  %13 = call i8* @__cxa_allocate_exception(i64 4) #7
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %12, align 4, !tbaa !9
  store i32 %15, i32* %14, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %16 unwind label %82

16:                                               ; preds = %10
  unreachable

17:                                               ; preds = %0
  %18 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 1
  %19 = getelementptr inbounds %struct.Elem, %struct.Elem* %18, i64 0, i32 0
  %20 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %21, i32* %19, align 4, !tbaa !9
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %21)
  %23 = load i32, i32* %19, align 4, !tbaa !9
  %24 = load i32, i32* %1, align 4, !tbaa !5
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %10, label %26

26:                                               ; preds = %17
  %27 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 2
  %28 = getelementptr inbounds %struct.Elem, %struct.Elem* %27, i64 0, i32 0
  %29 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %30, i32* %28, align 8, !tbaa !9
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %30)
  %32 = load i32, i32* %28, align 8, !tbaa !9
  %33 = load i32, i32* %1, align 4, !tbaa !5
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %10, label %35

35:                                               ; preds = %26
  %36 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 3
  %37 = getelementptr inbounds %struct.Elem, %struct.Elem* %36, i64 0, i32 0
  %38 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %39, i32* %37, align 4, !tbaa !9
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %39)
  %41 = load i32, i32* %37, align 4, !tbaa !9
  %42 = load i32, i32* %1, align 4, !tbaa !5
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %10, label %44

44:                                               ; preds = %35
  %45 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 4
  %46 = getelementptr inbounds %struct.Elem, %struct.Elem* %45, i64 0, i32 0
  %47 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %48, i32* %46, align 16, !tbaa !9
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %48)
  %50 = load i32, i32* %46, align 16, !tbaa !9
  %51 = load i32, i32* %1, align 4, !tbaa !5
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %10, label %53

53:                                               ; preds = %44
  %54 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 5
  %55 = getelementptr inbounds %struct.Elem, %struct.Elem* %54, i64 0, i32 0
  %56 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %57, i32* %55, align 4, !tbaa !9
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %57)
  %59 = load i32, i32* %55, align 4, !tbaa !9
  %60 = load i32, i32* %1, align 4, !tbaa !5
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %10, label %62

62:                                               ; preds = %53
  %63 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i64 0, i64 0))
  %64 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 5, i32 0
  %65 = load i32, i32* %64, align 4, !tbaa !9
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %65) #7
  %67 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 4, i32 0
  %68 = load i32, i32* %67, align 16, !tbaa !9
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %68) #7
  %70 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 3, i32 0
  %71 = load i32, i32* %70, align 4, !tbaa !9
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %71) #7
  %73 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 2, i32 0
  %74 = load i32, i32* %73, align 8, !tbaa !9
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %74) #7
  %76 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 1, i32 0
  %77 = load i32, i32* %76, align 4, !tbaa !9
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %77) #7
  %79 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i64 0, i64 0, i32 0
  %80 = load i32, i32* %79, align 16, !tbaa !9
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %80) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  br label %102

82:                                               ; preds = %10
  %83 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %84 = extractvalue { i8*, i32 } %83, 0
  %85 = extractvalue { i8*, i32 } %83, 1
  %86 = icmp eq %struct.Elem* %5, %11
  br i1 %86, label %94, label %87

87:                                               ; preds = %82, %87
  %88 = phi %struct.Elem* [ %89, %87 ], [ %11, %82 ]
  %89 = getelementptr inbounds %struct.Elem, %struct.Elem* %88, i64 -1
  %90 = getelementptr inbounds %struct.Elem, %struct.Elem* %89, i64 0, i32 0
  %91 = load i32, i32* %90, align 4, !tbaa !9
  %92 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %91) #7
  %93 = icmp eq %struct.Elem* %89, %5
  br i1 %93, label %94, label %87

94:                                               ; preds = %87, %82
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  %95 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %96 = icmp eq i32 %85, %95
  br i1 %96, label %97, label %317

97:                                               ; preds = %94
  %98 = call i8* @__cxa_begin_catch(i8* %84) #7
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !5
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %100)
  call void @__cxa_end_catch() #7
  br label %102

102:                                              ; preds = %97, %62
  store i32 30, i32* %1, align 4, !tbaa !5
  %103 = bitcast [4 x %struct.Elem]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %103) #7
  %104 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 0
  %105 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 0, i32 0
  store i32 10, i32* %105, align 16, !tbaa !9
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef 10)
  %107 = load i32, i32* %105, align 16, !tbaa !9
  %108 = load i32, i32* %1, align 4, !tbaa !5
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %117

110:                                              ; preds = %102
  %111 = call i8* @__cxa_allocate_exception(i64 4) #7
  %112 = bitcast i8* %111 to i32*
  %113 = load i32, i32* %105, align 16, !tbaa !9
  store i32 %113, i32* %112, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %111, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %116 unwind label %114

114:                                              ; preds = %110
  %115 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %177

116:                                              ; preds = %110
  unreachable

117:                                              ; preds = %102
  %118 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 1
  %119 = getelementptr inbounds %struct.Elem, %struct.Elem* %118, i64 0, i32 0
  store i32 20, i32* %119, align 4, !tbaa !9
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef 20)
  %121 = load i32, i32* %119, align 4, !tbaa !9
  %122 = load i32, i32* %1, align 4, !tbaa !5
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %129

124:                                              ; preds = %117
  %125 = call i8* @__cxa_allocate_exception(i64 4) #7
  %126 = bitcast i8* %125 to i32*
  %127 = load i32, i32* %119, align 4, !tbaa !9
  store i32 %127, i32* %126, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %125, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %128 unwind label %167

128:                                              ; preds = %124
  unreachable

129:                                              ; preds = %117
  %130 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 2
  %131 = getelementptr inbounds %struct.Elem, %struct.Elem* %130, i64 0, i32 0
  store i32 30, i32* %131, align 8, !tbaa !9
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef 30)
  %133 = load i32, i32* %131, align 8, !tbaa !9
  %134 = load i32, i32* %1, align 4, !tbaa !5
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %141

136:                                              ; preds = %129
  %137 = call i8* @__cxa_allocate_exception(i64 4) #7
  %138 = bitcast i8* %137 to i32*
  %139 = load i32, i32* %131, align 8, !tbaa !9
  store i32 %139, i32* %138, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %137, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %140 unwind label %167

140:                                              ; preds = %136
  unreachable

141:                                              ; preds = %129
  %142 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 3
  %143 = getelementptr inbounds %struct.Elem, %struct.Elem* %142, i64 0, i32 0
  store i32 40, i32* %143, align 4, !tbaa !9
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef 40)
  %145 = load i32, i32* %143, align 4, !tbaa !9
  %146 = load i32, i32* %1, align 4, !tbaa !5
  %147 = icmp eq i32 %145, %146
  br i1 %147, label %148, label %153

148:                                              ; preds = %141
  %149 = call i8* @__cxa_allocate_exception(i64 4) #7
  %150 = bitcast i8* %149 to i32*
  %151 = load i32, i32* %143, align 4, !tbaa !9
  store i32 %151, i32* %150, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %149, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %152 unwind label %167

152:                                              ; preds = %148
  unreachable

153:                                              ; preds = %141
  %154 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.8, i64 0, i64 0))
  %155 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 3, i32 0
  %156 = load i32, i32* %155, align 4, !tbaa !9
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %156) #7
  %158 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 2, i32 0
  %159 = load i32, i32* %158, align 8, !tbaa !9
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %159) #7
  %161 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 1, i32 0
  %162 = load i32, i32* %161, align 4, !tbaa !9
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %162) #7
  %164 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %3, i64 0, i64 0, i32 0
  %165 = load i32, i32* %164, align 16, !tbaa !9
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %165) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %103) #7
  br label %188

167:                                              ; preds = %148, %136, %124
  %168 = phi %struct.Elem* [ %118, %124 ], [ %130, %136 ], [ %142, %148 ]
  %169 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %170

170:                                              ; preds = %167, %170
  %171 = phi %struct.Elem* [ %168, %167 ], [ %172, %170 ]
  %172 = getelementptr inbounds %struct.Elem, %struct.Elem* %171, i64 -1
  %173 = getelementptr inbounds %struct.Elem, %struct.Elem* %172, i64 0, i32 0
  %174 = load i32, i32* %173, align 4, !tbaa !9
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %174) #7
  %176 = icmp eq %struct.Elem* %172, %104
  br i1 %176, label %177, label %170

177:                                              ; preds = %170, %114
  %178 = phi { i8*, i32 } [ %115, %114 ], [ %169, %170 ]
  %179 = extractvalue { i8*, i32 } %178, 1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %103) #7
  %180 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %181 = icmp eq i32 %179, %180
  br i1 %181, label %182, label %317

182:                                              ; preds = %177
  %183 = extractvalue { i8*, i32 } %178, 0
  %184 = call i8* @__cxa_begin_catch(i8* %183) #7
  %185 = bitcast i8* %184 to i32*
  %186 = load i32, i32* %185, align 4, !tbaa !5
  %187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %186)
  call void @__cxa_end_catch() #7
  br label %188

188:                                              ; preds = %153, %182
  store i32 100, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 103, i32* %1, align 4, !tbaa !5
  %189 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i64 0, i64 0))
  %190 = call dereferenceable_or_null(28) i8* @malloc(i64 noundef 28)
  %191 = bitcast i8* %190 to i64*
  store i64 5, i64* %191, align 8
  %192 = getelementptr inbounds i8, i8* %190, i64 8
  %193 = bitcast i8* %192 to %struct.Elem*
  %194 = bitcast i8* %192 to i32*
  %195 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %196, i32* %194, align 4, !tbaa !9
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %196)
  %198 = load i32, i32* %1, align 4, !tbaa !5
  %199 = icmp eq i32 %196, %198
  br i1 %199, label %200, label %207

200:                                              ; preds = %234, %225, %216, %207, %188
  %201 = phi %struct.Elem* [ %193, %188 ], [ %209, %207 ], [ %218, %216 ], [ %227, %225 ], [ %236, %234 ]
  %202 = getelementptr inbounds %struct.Elem, %struct.Elem* %201, i64 0, i32 0
  %203 = call i8* @__cxa_allocate_exception(i64 4) #7
  %204 = bitcast i8* %203 to i32*
  %205 = load i32, i32* %202, align 4, !tbaa !9
  store i32 %205, i32* %204, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %203, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %206 unwind label %246

206:                                              ; preds = %200
  unreachable

207:                                              ; preds = %188
  %208 = getelementptr inbounds i8, i8* %190, i64 12
  %209 = bitcast i8* %208 to %struct.Elem*
  %210 = bitcast i8* %208 to i32*
  %211 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  store i32 %212, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %212, i32* %210, align 4, !tbaa !9
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %212)
  %214 = load i32, i32* %1, align 4, !tbaa !5
  %215 = icmp eq i32 %212, %214
  br i1 %215, label %200, label %216

216:                                              ; preds = %207
  %217 = getelementptr inbounds i8, i8* %190, i64 16
  %218 = bitcast i8* %217 to %struct.Elem*
  %219 = bitcast i8* %217 to i32*
  %220 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %221 = add nsw i32 %220, 1
  store i32 %221, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %221, i32* %219, align 4, !tbaa !9
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %221)
  %223 = load i32, i32* %1, align 4, !tbaa !5
  %224 = icmp eq i32 %221, %223
  br i1 %224, label %200, label %225

225:                                              ; preds = %216
  %226 = getelementptr inbounds i8, i8* %190, i64 20
  %227 = bitcast i8* %226 to %struct.Elem*
  %228 = bitcast i8* %226 to i32*
  %229 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %230 = add nsw i32 %229, 1
  store i32 %230, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %230, i32* %228, align 4, !tbaa !9
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %230)
  %232 = load i32, i32* %1, align 4, !tbaa !5
  %233 = icmp eq i32 %230, %232
  br i1 %233, label %200, label %234

234:                                              ; preds = %225
  %235 = getelementptr inbounds i8, i8* %190, i64 24
  %236 = bitcast i8* %235 to %struct.Elem*
  %237 = bitcast i8* %235 to i32*
  %238 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %239, i32* %237, align 4, !tbaa !9
  %240 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %239)
  %241 = load i32, i32* %237, align 4, !tbaa !9
  %242 = load i32, i32* %1, align 4, !tbaa !5
  %243 = icmp eq i32 %241, %242
  br i1 %243, label %200, label %244

244:                                              ; preds = %234
  %245 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %196)
  br label %267

246:                                              ; preds = %200
  %247 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %248 = icmp eq %struct.Elem* %201, %193
  br i1 %248, label %256, label %249

249:                                              ; preds = %246, %249
  %250 = phi %struct.Elem* [ %251, %249 ], [ %201, %246 ]
  %251 = getelementptr inbounds %struct.Elem, %struct.Elem* %250, i64 -1
  %252 = getelementptr inbounds %struct.Elem, %struct.Elem* %251, i64 0, i32 0
  %253 = load i32, i32* %252, align 4, !tbaa !9
  %254 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %253) #7
  %255 = icmp eq %struct.Elem* %251, %193
  br i1 %255, label %256, label %249

256:                                              ; preds = %249, %246
  %257 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i64 0, i64 0)) #7
  call void @free(i8* noundef %190) #7
  %258 = extractvalue { i8*, i32 } %247, 1
  %259 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %260 = icmp eq i32 %258, %259
  br i1 %260, label %261, label %317

261:                                              ; preds = %256
  %262 = extractvalue { i8*, i32 } %247, 0
  %263 = call i8* @__cxa_begin_catch(i8* %262) #7
  %264 = bitcast i8* %263 to i32*
  %265 = load i32, i32* %264, align 4, !tbaa !5
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %265)
  call void @__cxa_end_catch() #7
  br label %267

267:                                              ; preds = %261, %244
  store i32 0, i32* %1, align 4, !tbaa !5
  store i32 200, i32* @_ZL7counter, align 4, !tbaa !5
  %268 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i64 0, i64 0))
  %269 = call dereferenceable_or_null(16) i8* @malloc(i64 noundef 16)
  %270 = bitcast i8* %269 to i64*
  store i64 2, i64* %270, align 8
  %271 = getelementptr inbounds i8, i8* %269, i64 8
  %272 = bitcast i8* %271 to %struct.Elem*
  %273 = bitcast i8* %271 to i32*
  %274 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %275 = add nsw i32 %274, 1
  store i32 %275, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %275, i32* %273, align 4, !tbaa !9
  %276 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %275)
  %277 = load i32, i32* %1, align 4, !tbaa !5
  %278 = icmp eq i32 %275, %277
  br i1 %278, label %279, label %286

279:                                              ; preds = %286, %267
  %280 = phi %struct.Elem* [ %272, %267 ], [ %288, %286 ]
  %281 = getelementptr inbounds %struct.Elem, %struct.Elem* %280, i64 0, i32 0
  %282 = call i8* @__cxa_allocate_exception(i64 4) #7
  %283 = bitcast i8* %282 to i32*
  %284 = load i32, i32* %281, align 4, !tbaa !9
  store i32 %284, i32* %283, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %282, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %285 unwind label %305

285:                                              ; preds = %279
  unreachable

286:                                              ; preds = %267
  %287 = getelementptr inbounds i8, i8* %269, i64 12
  %288 = bitcast i8* %287 to %struct.Elem*
  %289 = bitcast i8* %287 to i32*
  %290 = load i32, i32* @_ZL7counter, align 4, !tbaa !5
  %291 = add nsw i32 %290, 1
  store i32 %291, i32* @_ZL7counter, align 4, !tbaa !5
  store i32 %291, i32* %289, align 4, !tbaa !9
  %292 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %291)
  %293 = load i32, i32* %1, align 4, !tbaa !5
  %294 = icmp eq i32 %291, %293
  br i1 %294, label %279, label %295

295:                                              ; preds = %286
  %296 = getelementptr inbounds i8, i8* %269, i64 12
  %297 = bitcast i8* %296 to i32*
  %298 = load i32, i32* %297, align 4, !tbaa !9
  %299 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %298) #7
  %300 = getelementptr inbounds i8, i8* %269, i64 8
  %301 = bitcast i8* %300 to i32*
  %302 = load i32, i32* %301, align 4, !tbaa !9
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %302) #7
  %304 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i64 0, i64 0)) #7
  call void @free(i8* noundef %269) #7
  ret i32 0

305:                                              ; preds = %279
  %306 = landingpad { i8*, i32 }
          cleanup
  %307 = icmp eq %struct.Elem* %280, %272
  br i1 %307, label %315, label %308

308:                                              ; preds = %305, %308
  %309 = phi %struct.Elem* [ %310, %308 ], [ %280, %305 ]
  %310 = getelementptr inbounds %struct.Elem, %struct.Elem* %309, i64 -1
  %311 = getelementptr inbounds %struct.Elem, %struct.Elem* %310, i64 0, i32 0
  %312 = load i32, i32* %311, align 4, !tbaa !9
  %313 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %312) #7
  %314 = icmp eq %struct.Elem* %310, %272
  br i1 %314, label %315, label %308

315:                                              ; preds = %308, %305
  %316 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i64 0, i64 0)) #7
  call void @free(i8* noundef %269) #7
  br label %317

317:                                              ; preds = %315, %256, %177, %94
  %318 = phi { i8*, i32 } [ %306, %315 ], [ %247, %256 ], [ %178, %177 ], [ %83, %94 ]
  resume { i8*, i32 } %318
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Elem", !6, i64 0}
