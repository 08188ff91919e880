; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca [6 x %struct.Elem], align 4
  %2 = alloca [4 x %struct.Elem], align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  %3 = getelementptr inbounds i8, ptr %1, i32 8
  %4 = getelementptr inbounds i8, ptr %1, i32 12
  %5 = getelementptr inbounds i8, ptr %1, i32 16
  %6 = getelementptr inbounds i8, ptr %1, i32 20
  store i32 1, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 1, ptr %1, align 4, !tbaa !9
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %8 = getelementptr inbounds i8, ptr %1, i32 4
  %9 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %10, ptr %8, align 4, !tbaa !9
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = icmp eq i32 %10, 4
  br i1 %12, label %13, label %18

13:                                               ; preds = %33, %28, %23, %18, %0
  %14 = phi ptr [ %8, %0 ], [ %3, %18 ], [ %4, %23 ], [ %5, %28 ], [ %6, %33 ]
  %15 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = load i32, ptr %14, align 4, !tbaa !9
  store i32 %16, ptr %15, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIi, ptr null) #8
          to label %17 unwind label %55

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %0
  %19 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %20, ptr %3, align 4, !tbaa !9
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20)
  %22 = icmp eq i32 %20, 4
  br i1 %22, label %13, label %23

23:                                               ; preds = %18
  %24 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %25, ptr %4, align 4, !tbaa !9
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25)
  %27 = icmp eq i32 %25, 4
  br i1 %27, label %13, label %28

28:                                               ; preds = %23
  %29 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %30, ptr %5, align 4, !tbaa !9
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30)
  %32 = icmp eq i32 %30, 4
  br i1 %32, label %13, label %33

33:                                               ; preds = %28
  %34 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %35, ptr %6, align 4, !tbaa !9
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = icmp eq i32 %35, 4
  br i1 %37, label %13, label %38

38:                                               ; preds = %33
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35)
  %41 = getelementptr inbounds i8, ptr %1, i32 16
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  %44 = getelementptr inbounds i8, ptr %1, i32 12
  %45 = load i32, ptr %44, align 4, !tbaa !9
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45)
  %47 = getelementptr inbounds i8, ptr %1, i32 8
  %48 = load i32, ptr %47, align 4, !tbaa !9
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i32 4
  %51 = load i32, ptr %50, align 4, !tbaa !9
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51)
  %53 = load i32, ptr %1, align 4, !tbaa !9
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %53)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  br label %72

55:                                               ; preds = %13
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %57 = extractvalue { ptr, i32 } %56, 0
  %58 = extractvalue { ptr, i32 } %56, 1
  br label %59

59:                                               ; preds = %55, %59
  %60 = phi ptr [ %61, %59 ], [ %14, %55 ]
  %61 = getelementptr inbounds i8, ptr %60, i32 -4
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %62)
  %64 = icmp eq ptr %61, %1
  br i1 %64, label %65, label %59

65:                                               ; preds = %59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %67 = icmp eq i32 %58, %66
  br i1 %67, label %68, label %239

68:                                               ; preds = %65
  %69 = call ptr @__cxa_begin_catch(ptr %57) #7
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %70)
  call void @__cxa_end_catch() #7
  br label %72

72:                                               ; preds = %68, %38
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7
  store i32 10, ptr %2, align 4, !tbaa !9
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  %74 = load i32, ptr %2, align 4, !tbaa !9
  %75 = icmp eq i32 %74, 30
  br i1 %75, label %76, label %82

76:                                               ; preds = %72
  %77 = call ptr @__cxa_allocate_exception(i32 4) #7
  %78 = load i32, ptr %2, align 4, !tbaa !9
  store i32 %78, ptr %77, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %77, ptr nonnull @_ZTIi, ptr null) #8
          to label %81 unwind label %79

79:                                               ; preds = %76
  %80 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %131

81:                                               ; preds = %76
  unreachable

82:                                               ; preds = %72
  %83 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 20, ptr %83, align 4, !tbaa !9
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 20)
  %85 = load i32, ptr %83, align 4, !tbaa !9
  %86 = icmp eq i32 %85, 30
  br i1 %86, label %87, label %91

87:                                               ; preds = %82
  %88 = call ptr @__cxa_allocate_exception(i32 4) #7
  %89 = load i32, ptr %83, align 4, !tbaa !9
  store i32 %89, ptr %88, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %88, ptr nonnull @_ZTIi, ptr null) #8
          to label %90 unwind label %122

90:                                               ; preds = %87
  unreachable

91:                                               ; preds = %82
  %92 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 30, ptr %92, align 4, !tbaa !9
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 30)
  %94 = load i32, ptr %92, align 4, !tbaa !9
  %95 = icmp eq i32 %94, 30
  br i1 %95, label %96, label %100

96:                                               ; preds = %91
  %97 = call ptr @__cxa_allocate_exception(i32 4) #7
  %98 = load i32, ptr %92, align 4, !tbaa !9
  store i32 %98, ptr %97, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %97, ptr nonnull @_ZTIi, ptr null) #8
          to label %99 unwind label %122

99:                                               ; preds = %96
  unreachable

100:                                              ; preds = %91
  %101 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 40, ptr %101, align 4, !tbaa !9
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 40)
  %103 = load i32, ptr %101, align 4, !tbaa !9
  %104 = icmp eq i32 %103, 30
  br i1 %104, label %105, label %109

105:                                              ; preds = %100
  %106 = call ptr @__cxa_allocate_exception(i32 4) #7
  %107 = load i32, ptr %101, align 4, !tbaa !9
  store i32 %107, ptr %106, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %106, ptr nonnull @_ZTIi, ptr null) #8
          to label %108 unwind label %122

108:                                              ; preds = %105
  unreachable

109:                                              ; preds = %100
  %110 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %111 = getelementptr inbounds i8, ptr %2, i32 12
  %112 = load i32, ptr %111, align 4, !tbaa !9
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112)
  %114 = getelementptr inbounds i8, ptr %2, i32 8
  %115 = load i32, ptr %114, align 4, !tbaa !9
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = getelementptr inbounds i8, ptr %2, i32 4
  %118 = load i32, ptr %117, align 4, !tbaa !9
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118)
  %120 = load i32, ptr %2, align 4, !tbaa !9
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  br label %141

122:                                              ; preds = %105, %96, %87
  %123 = phi ptr [ %83, %87 ], [ %92, %96 ], [ %101, %105 ]
  %124 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %125

125:                                              ; preds = %122, %125
  %126 = phi ptr [ %123, %122 ], [ %127, %125 ]
  %127 = getelementptr inbounds i8, ptr %126, i32 -4
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %128)
  %130 = icmp eq ptr %127, %2
  br i1 %130, label %131, label %125

131:                                              ; preds = %125, %79
  %132 = phi { ptr, i32 } [ %80, %79 ], [ %124, %125 ]
  %133 = extractvalue { ptr, i32 } %132, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  %134 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %239

136:                                              ; preds = %131
  %137 = extractvalue { ptr, i32 } %132, 0
  %138 = call ptr @__cxa_begin_catch(ptr %137) #7
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139)
  call void @__cxa_end_catch() #7
  br label %141

141:                                              ; preds = %109, %136
  store i32 100, ptr @_ZL7counter, align 4, !tbaa !5
  %142 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %143 = call noundef dereferenceable_or_null(28) ptr @malloc(i32 noundef 28) #9
  store i32 4, ptr %143, align 4
  %144 = getelementptr inbounds i8, ptr %143, i32 4
  store i32 5, ptr %144, align 4
  %145 = getelementptr inbounds i8, ptr %143, i32 8
  %146 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %147, ptr %145, align 4, !tbaa !9
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %147)
  %149 = icmp eq i32 %147, 103
  br i1 %149, label %150, label %155

150:                                              ; preds = %173, %167, %161, %155, %141
  %151 = phi i32 [ 8, %141 ], [ 12, %155 ], [ 16, %161 ], [ 20, %167 ], [ 24, %173 ]
  %152 = phi i32 [ %147, %141 ], [ %158, %155 ], [ %164, %161 ], [ %170, %167 ], [ %176, %173 ]
  %153 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 %152, ptr %153, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIi, ptr null) #8
          to label %154 unwind label %181

154:                                              ; preds = %150
  unreachable

155:                                              ; preds = %141
  %156 = getelementptr inbounds i8, ptr %143, i32 12
  %157 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %158, ptr %156, align 4, !tbaa !9
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %158)
  %160 = icmp eq i32 %158, 103
  br i1 %160, label %150, label %161

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %143, i32 16
  %163 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %164, ptr %162, align 4, !tbaa !9
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %164)
  %166 = icmp eq i32 %164, 103
  br i1 %166, label %150, label %167

167:                                              ; preds = %161
  %168 = getelementptr inbounds i8, ptr %143, i32 20
  %169 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %170, ptr %168, align 4, !tbaa !9
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %170)
  %172 = icmp eq i32 %170, 103
  br i1 %172, label %150, label %173

173:                                              ; preds = %167
  %174 = getelementptr inbounds i8, ptr %143, i32 24
  %175 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %176, ptr %174, align 4, !tbaa !9
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %176)
  %178 = icmp eq i32 %176, 103
  br i1 %178, label %150, label %179

179:                                              ; preds = %173
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %147)
  br label %200

181:                                              ; preds = %150
  %182 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br i1 %149, label %190, label %183

183:                                              ; preds = %181, %183
  %184 = phi i32 [ %185, %183 ], [ %151, %181 ]
  %185 = add nsw i32 %184, -4
  %186 = getelementptr inbounds i8, ptr %143, i32 %185
  %187 = load i32, ptr %186, align 4, !tbaa !9
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %187)
  %189 = icmp eq i32 %185, 8
  br i1 %189, label %190, label %183

190:                                              ; preds = %183, %181
  %191 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef nonnull %143)
  %192 = extractvalue { ptr, i32 } %182, 1
  %193 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %194 = icmp eq i32 %192, %193
  br i1 %194, label %195, label %239

195:                                              ; preds = %190
  %196 = extractvalue { ptr, i32 } %182, 0
  %197 = call ptr @__cxa_begin_catch(ptr %196) #7
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %198)
  call void @__cxa_end_catch() #7
  br label %200

200:                                              ; preds = %195, %179
  store i32 200, ptr @_ZL7counter, align 4, !tbaa !5
  %201 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %202 = call noundef dereferenceable_or_null(16) ptr @malloc(i32 noundef 16) #9
  store i32 4, ptr %202, align 4
  %203 = getelementptr inbounds i8, ptr %202, i32 4
  store i32 2, ptr %203, align 4
  %204 = getelementptr i8, ptr %202, i32 8
  %205 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %206, ptr %204, align 4, !tbaa !9
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %206)
  %208 = icmp eq i32 %206, 0
  br i1 %208, label %209, label %214

209:                                              ; preds = %214, %200
  %210 = phi i32 [ %206, %200 ], [ %217, %214 ]
  %211 = phi i32 [ 8, %200 ], [ 12, %214 ]
  %212 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 %210, ptr %212, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %212, ptr nonnull @_ZTIi, ptr null) #8
          to label %213 unwind label %228

213:                                              ; preds = %209
  unreachable

214:                                              ; preds = %200
  %215 = getelementptr inbounds i8, ptr %202, i32 12
  %216 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %217, ptr %215, align 4, !tbaa !9
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %217)
  %219 = icmp eq i32 %217, 0
  br i1 %219, label %209, label %220

220:                                              ; preds = %214
  %221 = getelementptr i8, ptr %202, i32 12
  %222 = load i32, ptr %221, align 4, !tbaa !9
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %222)
  %224 = getelementptr i8, ptr %202, i32 8
  %225 = load i32, ptr %224, align 4, !tbaa !9
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %225)
  %227 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef %202)
  ret i32 0

228:                                              ; preds = %209
  %229 = landingpad { ptr, i32 }
          cleanup
  br i1 %208, label %237, label %230

230:                                              ; preds = %228, %230
  %231 = phi i32 [ %232, %230 ], [ %211, %228 ]
  %232 = add nsw i32 %231, -4
  %233 = getelementptr inbounds i8, ptr %202, i32 %232
  %234 = load i32, ptr %233, align 4, !tbaa !9
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %234)
  %236 = icmp eq i32 %232, 8
  br i1 %236, label %237, label %230

237:                                              ; preds = %230, %228
  %238 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef nonnull %202)
  br label %239

239:                                              ; preds = %237, %190, %131, %65
  %240 = phi { ptr, i32 } [ %229, %237 ], [ %182, %190 ], [ %132, %131 ], [ %56, %65 ]
  resume { ptr, i32 } %240
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Elem", !6, i64 0}
